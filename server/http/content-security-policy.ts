import { createHash } from 'node:crypto';

export type Directives = Record<string, readonly string[]>;

/** `'sha256-…'` sources for the inline `<tag>` elements of `html` (their text exactly as served). */
export function inlineHashes(html: string, tag: 'script' | 'style'): string[] {
  const inline = new RegExp(`<${tag}(?![^>]*\\ssrc=)[^>]*>([\\s\\S]*?)</${tag}>`, 'gi');
  return [...html.matchAll(inline)].map(
    ([, text]) =>
      `'sha256-${createHash('sha256')
        .update(text ?? '')
        .digest('base64')}'`,
  );
}

export function serializePolicy(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

/** What no page of ours needs: being framed, plugins, another base URL. */
const lockedDown: Directives = {
  'frame-ancestors': ["'none'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
};

/** API answers (JSON, pictures): nothing to run or load. */
export const apiPolicy = serializePolicy({
  'default-src': ["'none'"],
  ...lockedDown,
  'form-action': ["'none'"],
});

/** A server-rendered page (the dev tools' pages): its own inline styles, forms posting back here. */
export function pagePolicy(html: string): string {
  return serializePolicy({
    'default-src': ["'none'"],
    'style-src': inlineHashes(html, 'style'),
    'img-src': ["'self'", 'data:'],
    'form-action': ["'self'"],
    ...lockedDown,
  });
}
