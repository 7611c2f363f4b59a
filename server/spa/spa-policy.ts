import type { SocialProvider } from '../../contract/schemas/auth.ts';
import { type Directives, inlineHashes, serializePolicy } from '../http/content-security-policy.ts';

/** Where each sign-in provider's SDK (src/lib/provider-sdk.ts) loads from, and what it then opens. */
const providerSources: Record<SocialProvider, Directives> = {
  google: {
    'script-src': ['https://accounts.google.com/gsi/client'],
    'style-src': ['https://accounts.google.com/gsi/style'],
    'frame-src': ['https://accounts.google.com/gsi/'],
    'connect-src': ['https://accounts.google.com/gsi/'],
  },
  apple: {
    'script-src': ['https://appleid.cdn-apple.com'],
    'frame-src': ['https://appleid.apple.com'],
  },
  facebook: {
    'script-src': ['https://connect.facebook.net'],
    'frame-src': ['https://www.facebook.com'],
    'connect-src': ['https://graph.facebook.com'],
  },
};

/**
 * The SPA's policy: its own scripts and styles (the inline boot style of index.html by its hash),
 * pictures from the API's media routes and the data: URLs of profile pictures and PIX codes, the
 * API on the same origin, the payment provider's origin where cards are tokenized, the QR scanner's
 * worker (a blob: URL), the SDKs of the sign-in providers the API is configured for — and nothing else.
 */
export function spaPolicy(
  indexHtml: string,
  providers: readonly SocialProvider[],
  paymentOrigin?: string,
): string {
  const directives: Record<string, string[]> = {
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
  };
  for (const provider of providers) {
    for (const [name, sources] of Object.entries(providerSources[provider])) {
      const current = directives[name] ?? [];
      directives[name] = [...current.filter((source) => source !== "'none'"), ...sources];
    }
  }
  return serializePolicy(directives);
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
