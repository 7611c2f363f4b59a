import { inlineHashes, serializePolicy } from '../http/content-security-policy.ts';

/**
 * The SPA's policy: its own scripts and styles (the inline boot style of index.html by its hash),
 * pictures from the API's media routes and the data: URLs of profile pictures and PIX codes, the
 * API on the same origin, the payment provider's origin where cards are tokenized, the QR scanner's
 * worker (a blob: URL) — and nothing else. The sign-in providers open in a window of their own
 * (src/app/flows/social-sign-in.ts): no script of theirs runs here.
 */
export function spaPolicy(indexHtml: string, paymentOrigin?: string): string {
  return serializePolicy({
    'default-src': ["'self'"],
    'script-src': ["'self'", ...inlineHashes(indexHtml, 'script')],
    'style-src': ["'self'", ...inlineHashes(indexHtml, 'style')],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...(paymentOrigin ? [paymentOrigin] : [])],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'frame-src': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
  });
}

/**
 * The service worker's own policy (a worker runs under the policy of its script's answer): its
 * workbox runtime from this origin, and fetching this origin's files, pages and pictures to cache
 * them — nothing else.
 */
export const serviceWorkerPolicy = serializePolicy({
  'default-src': ["'none'"],
  'script-src': ["'self'"],
  'connect-src': ["'self'"],
  'frame-ancestors': ["'none'"],
  'base-uri': ["'none'"],
});
