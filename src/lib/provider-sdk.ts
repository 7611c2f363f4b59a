/** Where each sign-in provider's web SDK lives; loaded only when someone picks that provider. */
export const providerSdkUrls = {
  google: 'https://accounts.google.com/gsi/client',
  apple: 'https://appleid.cdn-apple.com/appleauth/static/jsapi/appleid/1/en_US/appleid.auth.js',
  facebook: 'https://connect.facebook.net/en_US/sdk.js',
} as const;

const loads = new Map<string, Promise<void>>();

/** Adds `<script src>` (async, as every inserted script) once and settles when it loads; a failed load may be retried. */
export function loadScript(src: string): Promise<void> {
  const known = loads.get(src);
  if (known) return known;
  const loading = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => {
      loads.delete(src);
      script.remove();
      reject(new Error(`Could not load ${src}`));
    });
    document.head.append(script);
  });
  loads.set(src, loading);
  return loading;
}
