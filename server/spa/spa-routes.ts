import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono } from 'hono';
import { hasAccessHint } from '../../contract/access-hint.ts';
import { isLocale, type Locale, parseLocaleCookie } from '../../contract/locales.ts';
import { matchRoute } from '../../contract/routes.ts';
import type { SignInProvider } from '../../contract/schemas/auth.ts';
import { features } from '../../contract/schemas/cms.ts';
import { type PageTableInfo, type TableInfo, tableInfoQuery } from '../../contract/schemas/table.ts';
import { tableOfPage } from '../../contract/table-link.ts';
import type { Db } from '../db/db.ts';
import type { AppEnv } from '../http/app-env.ts';
import { negotiateLocale, preferredLocale } from '../locale.ts';
import { log } from '../ops/log.ts';
import type { TableAsked } from '../table/table-info.ts';
import {
  type BuildManifest,
  firstScreenFiles,
  firstScreenLinks,
  landingRoute,
  MANIFEST_DIR,
  MANIFEST_PATH,
} from './first-screen-files.ts';
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
  /** The sign-in providers the brand configured, as the app opens them (src/app/flows/social-sign-in.ts). */
  signInProviders: readonly SignInProvider[];
  /** What `GET …/table/info` answers (server/table/table-info.ts): a QR link's page carries it. */
  tableInfo(scope: { brandId: string; locale: Locale }, table: TableAsked): Promise<TableInfo | undefined>;
  /** Where the browser tokenizes cards (read by `src/app/flows/card-tokenization.ts`); none without a provider. */
  paymentProvider: { origin: string; publicKey: string } | undefined;
}

/** Read by `src/app/dev-tools.ts`. */
const devToolsMeta = '<meta name="dev-tools" content="on" />';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * Data the page carries (read by `src/app/page-data.ts`), so the first screen does not wait for a
 * round trip to ask for it: JSON with `<` escaped, so no value can close the element.
 */
function dataBlock(id: string, value: unknown): string {
  const json = JSON.stringify(value).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${id}">${json}</script>`;
}

interface StartupConfigRow {
  features: unknown;
  redirects: { path: string; to: string }[];
}
const builtLang = /<html lang="([^"]*)">/;

/**
 * The visitor's locale cookie, written into the page (read by `src/i18n/locale.ts`): the page starts
 * in it without reading `document.cookie`, which blocks for tens of milliseconds. Empty without one,
 * when the page speaks the phone's language (`phone`, from `Accept-Language`) if it is one of ours.
 */
function withKeptLocale(html: string, kept: Locale | undefined, phone: Locale | undefined): string {
  return html.replace(
    builtLang,
    (_, built: string) => `<html lang="${kept ?? phone ?? built}" data-locale="${kept ?? ''}">`,
  );
}

/**
 * The locale the page starts in, as `src/i18n/locale.ts` picks it: the kept one, else the phone's,
 * else the build's (the brand's default).
 */
function startLocale(html: string, kept: Locale | undefined, phone: Locale | undefined): Locale | undefined {
  const built = builtLang.exec(html)?.[1];
  return kept ?? phone ?? (built !== undefined && isLocale(built) ? built : undefined);
}

/** The build's manifest; none when the build was made without it (the page then names no extra file). */
async function readManifest(distDir: string): Promise<BuildManifest> {
  try {
    return JSON.parse(await readFile(join(distDir, MANIFEST_PATH), 'utf8')) as BuildManifest;
  } catch {
    return {};
  }
}

/**
 * A QR link's page carries its table's info, what `GET …/table/info` would answer then (read by
 * `src/app/flows/table-effects.ts`): the diner's first call is to sit down. None when the link names
 * no table of the brand with that key, or names it past the API's bounds.
 */
async function tableInfoBlock(
  c: Context<AppEnv>,
  brandId: string,
  tableInfo: SpaContext['tableInfo'],
): Promise<string> {
  const table = tableOfPage(c.req.path, new URL(c.req.url).searchParams);
  if (table === undefined) return '';
  const query = tableInfoQuery.safeParse({
    'store-code': table.storeId,
    'table-id': table.tableId,
    key: table.key,
  });
  if (!query.success) return '';
  const locale =
    parseLocaleCookie(c.req.header('cookie') ?? '') ?? negotiateLocale(c.req.header('accept-language'));
  try {
    const info = await tableInfo(
      { brandId, locale },
      { storeCode: query.data['store-code'], tableId: query.data['table-id'], key: query.data.key },
    );
    return info === undefined
      ? ''
      : dataBlock('table-info', { query: query.data, at: Date.now(), info } satisfies PageTableInfo);
  } catch (error) {
    // The page goes without it: the app asks the API.
    log.warn({ err: error }, 'the table info of a QR link failed');
    return '';
  }
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
  { devTools, signInProviders, tableInfo, paymentProvider }: SpaContext,
): void {
  const provider = paymentProvider && {
    origin: paymentProvider.origin,
    public_key: paymentProvider.publicKey,
  };
  app.get('*', async (c, next) => {
    const path = c.req.path;
    // The shell itself is a page too: the service worker keeps it as the offline fallback.
    const shell = path === '/index.html';
    if (looksLikeFile(path) && !shell) return next();
    const [found] = await db.query<StartupConfigRow & { id: string; name: string; redirect: boolean }>(
      `select b.id, b.name, b.features,
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
    // The policy of the page's code: the data blocks are data, never run.
    c.header('Content-Security-Policy', spaPolicy(html, paymentProvider?.origin));
    // The shell the service worker keeps offline asks for its data itself: a kept copy would be stale.
    const data =
      shell || found === undefined
        ? ''
        : dataBlock('startup-config', { features: found.features, redirects: found.redirects }) +
          (signInProviders.length > 0 ? dataBlock('sign-in-providers', signInProviders) : '') +
          (provider ? dataBlock('payment-provider', provider) : '') +
          (await tableInfoBlock(c, found.id, tableInfo));
    const route = matchRoute(path);
    const cookies = c.req.header('cookie') ?? '';
    const kept = parseLocaleCookie(cookies);
    const phone = preferredLocale(c.req.header('accept-language'));
    // The shell is the same for everyone: it reads the cookie itself, and asks for its screen's code.
    const page = shell ? html : withKeptLocale(html, kept, phone);
    if (!shell) c.header('Vary', 'Cookie, Accept-Language');
    const locale = startLocale(html, kept, phone);
    const links =
      shell || locale === undefined
        ? ''
        : firstScreenLinks(
            firstScreenFiles(
              await readManifest(distDir),
              landingRoute(route, features.safeParse(found?.features).data, hasAccessHint(cookies)),
              locale,
            ),
          );
    return c.html(
      page.replace('</head>', `${links}${data}</head>`),
      shell || route || found?.redirect ? 200 : 404,
    );
  });

  // The build's manifest is the server's, not the site's: no one reads it.
  app.get(`/${MANIFEST_DIR}/*`, (c) => c.notFound());
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
