import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import { parseLocaleCookie } from '../../contract/locales.ts';
import { matchRoute } from '../../contract/routes.ts';
import type { SocialProvider } from '../../contract/schemas/auth.ts';
import type { Db } from '../db/db.ts';
import type { AppEnv } from '../http/app-env.ts';
import { serviceWorkerPolicy, spaPolicy } from './spa-policy.ts';

export interface SpaOptions {
  distDir: string;
  /** The brand whose name becomes the page title. */
  brand: string;
}

/** What the served page learns from the API it runs with. */
export interface SpaContext {
  /** The page says so (`<meta name="dev-tools">`), and the SPA shows its dev-only links. */
  devTools: boolean;
  /** Sign-in providers whose SDKs the page may load. */
  socialProviders: readonly SocialProvider[];
}

/** Read by `src/app/dev-tools.ts`. */
const devToolsMeta = '<meta name="dev-tools" content="on" />';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The features and redirects every route guard waits for, as data in the page (read by
 * `src/app/startup-logic.ts`): the first screen does not wait for a round trip to ask for them. JSON
 * with `<` escaped, so no value can close the element.
 */
function startupConfigBlock(config: StartupConfigRow): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return `<script type="application/json" id="startup-config">${json}</script>`;
}

interface StartupConfigRow {
  features: unknown;
  redirects: { path: string; to: string }[];
}
/**
 * The visitor's locale cookie, written into the page (read by `src/i18n/locale.ts`): the page starts
 * in it without reading `document.cookie`, which blocks for tens of milliseconds. Empty without one.
 */
function withKeptLocale(html: string, cookies: string | undefined): string {
  const kept = parseLocaleCookie(cookies ?? '');
  return html.replace(
    /<html lang="([^"]*)">/,
    (_, built: string) => `<html lang="${kept ?? built}" data-locale="${kept ?? ''}">`,
  );
}

const looksLikeFile = (path: string) => /\.[a-z0-9]+$/i.test(path);
/** The build's service worker (vite-plugin-pwa writes it beside index.html). */
const isServiceWorkerScript = (path: string) => /(^|\/)sw\.js$/.test(path);

/**
 * Serves the built SPA: files from `distDir` (hashed `assets/` cached forever), and index.html for
 * page paths — status 200 when the route table knows the path (or it is a server redirect the SPA
 * follows), 404 otherwise so crawlers and tests see the Not Found page for what it is.
 */
export function spaRoutes(
  app: Hono<AppEnv>,
  db: Db,
  { distDir, brand }: SpaOptions,
  { devTools, socialProviders }: SpaContext,
): void {
  app.get('*', async (c, next) => {
    const path = c.req.path;
    // The shell itself is a page too: the service worker keeps it as the offline fallback.
    const shell = path === '/index.html';
    if (looksLikeFile(path) && !shell) return next();
    const [found] = await db.query<StartupConfigRow & { name: string; redirect: boolean }>(
      `select b.name, b.features,
              exists (select 1 from redirects r where r.brand_id = b.id and r.path = $2) as redirect,
              coalesce((select json_agg(json_build_object('path', r.path, 'to', r.target) order by r.path)
                        from redirects r where r.brand_id = b.id), '[]') as redirects
       from brands b where b.slug = $1`,
      [brand, path],
    );
    const html = (await readFile(join(distDir, 'index.html'), 'utf8'))
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(found?.name ?? brand)}</title>`)
      .replace('</head>', devTools ? `${devToolsMeta}</head>` : '</head>');
    c.header('Cache-Control', 'no-cache');
    // The policy of the page's code: the config block is data, never run.
    c.header('Content-Security-Policy', spaPolicy(html, socialProviders));
    // The shell the service worker keeps offline asks for the config itself: a kept copy would be stale.
    const config =
      shell || found === undefined
        ? ''
        : startupConfigBlock({ features: found.features, redirects: found.redirects });
    // The shell is the same for everyone: it reads the cookie itself.
    const page = shell ? html : withKeptLocale(html, c.req.header('cookie'));
    if (!shell) c.header('Vary', 'Cookie');
    return c.html(
      page.replace('</head>', `${config}</head>`),
      shell || matchRoute(path) || found?.redirect ? 200 : 404,
    );
  });

  app.use(
    '*',
    serveStatic({
      root: distDir,
      // The build's `.br` files (scripts/vite-brotli.ts); other encodings are compressed on the fly.
      precompressed: true,
      onFound: (path, c) => {
        c.header(
          'Cache-Control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
        if (isServiceWorkerScript(path)) c.header('Content-Security-Policy', serviceWorkerPolicy);
      },
    }),
  );
}
