/** A legal text's body: paragraphs separated by blank lines. */
export function TermsText({ body, className }: { body: string; className?: string }) {
  return (
    <div className={className}>
      {body.split(/\n{2,}/).map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </div>
  );
}
