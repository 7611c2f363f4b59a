/** A piece of a text: words as they are, or an e-mail address or a phone number with where it leads. */
export type ContactSegment =
  | { kind: 'text'; text: string }
  | { kind: 'email' | 'phone'; text: string; href: string };

const EMAIL = String.raw`[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}`;
// Brazilian numbers as people write them: "(11) 3105-0150", "11 98765-4321", "+55 11 3105-0150", "0800 123 4567".
const PHONE = String.raw`(?:\+\d{1,3}[\s.-]?)?(?:\(\d{2,3}\)|\d{2,4})[\s.-]?\d{3,5}[\s.-]?\d{4}`;
const CONTACT = new RegExp(String.raw`(${EMAIL})|(?<![\w+])(${PHONE})(?!\w)`, 'g');

/** Where a phone number dials: international as written, else a Brazilian number with its area code. */
function telHref(written: string): string {
  const digits = written.replace(/\D/g, '');
  if (written.trim().startsWith('+')) return `tel:+${digits}`;
  if (digits.startsWith('0')) return `tel:${digits}`;
  return `tel:+55${digits}`;
}

/** Splits a text into its words and the e-mail addresses and phone numbers in it (`mailto:`, `tel:`). */
export function contactSegments(text: string): ContactSegment[] {
  const segments: ContactSegment[] = [];
  let from = 0;
  for (const match of text.matchAll(CONTACT)) {
    const [found, email] = match;
    if (match.index > from) segments.push({ kind: 'text', text: text.slice(from, match.index) });
    segments.push(
      email === undefined
        ? { kind: 'phone', text: found, href: telHref(found) }
        : { kind: 'email', text: found, href: `mailto:${found}` },
    );
    from = match.index + found.length;
  }
  if (from < text.length) segments.push({ kind: 'text', text: text.slice(from) });
  return segments;
}
