/**
 * The reference API's dev tools (outbox, b2c approval, clock) exist only when it runs with
 * `DEV_TOOLS=1`. It then marks the page it serves (`<meta name="dev-tools">`, server/spa/spa-routes.ts);
 * Vite's dev server (`npm run dev`) always runs the API with them.
 */
export function devToolsOn(
  doc: Pick<Document, 'querySelector'> = document,
  devServer: boolean = import.meta.env.DEV,
): boolean {
  return devServer || doc.querySelector('meta[name="dev-tools"]') !== null;
}

/** A link into the dev tools (`/dev/…` on this origin). */
export function isDevToolsLink(href: string, origin: string = window.location.origin): boolean {
  const url = new URL(href, origin);
  return url.origin === origin && url.pathname.startsWith('/dev/');
}

/** Dev-only links disappear with the dev tools; every other link shows. */
export const showsLink = (href: string, on: boolean = devToolsOn(), origin?: string) =>
  on || !isDevToolsLink(href, origin);
