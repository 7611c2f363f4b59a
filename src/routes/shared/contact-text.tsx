import { contactSegments } from './contact-links.ts';

/** A text in paragraphs (blank lines apart) with its e-mail addresses and phone numbers as links. */
export function ContactText({ body, className }: { body: string; className?: string }) {
  return (
    <div className={className}>
      {body.split(/\n{2,}/).map((paragraph) => (
        <p key={paragraph}>
          {contactSegments(paragraph).map((segment, index) =>
            segment.kind === 'text' ? (
              segment.text
            ) : (
              // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of a paragraph never reorder
              <a key={index} href={segment.href} className="contact-text__link">
                {segment.text}
              </a>
            ),
          )}
        </p>
      ))}
    </div>
  );
}
