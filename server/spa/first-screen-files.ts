import type { Locale } from '../../contract/locales.ts';
import type { RouteEntry, RoutePath } from '../../contract/routes.ts';
import type { Features } from '../../contract/schemas/cms.ts';

/** A chunk of the build's manifest (`vite build` with `build.manifest`), by its module's key. */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
export type BuildManifest = Record<string, ManifestChunk>;

/** Where `vite build` writes the manifest, under the build's folder: the server's, never served. */
export const MANIFEST_DIR = '.vite';
export const MANIFEST_PATH = `${MANIFEST_DIR}/manifest.json`;

const accountFlow = 'src/app/account-chunk.ts';
const tableFlow = 'src/app/table-chunk.ts';
const catalogFlow = 'src/app/catalog-chunk.ts';
const tablePage = (page: string) => [`src/routes/table/${page}.tsx`, tableFlow];

/**
 * The code each page a person lands on starts with: its screen (src/router/router.tsx) and the flow
 * that owns it (src/app/app-tree.ts's `preloadFlow`). Pages not listed start as they would anyway: the
 * app asks for their code once it runs.
 */
const screenModules: Partial<Record<RoutePath, readonly string[]>> = {
  '/': ['src/routes/home/home-page.tsx'],
  '/welcome': ['src/routes/welcome/welcome-page.tsx'],
  '/auth': ['src/routes/auth/auth-page.tsx', accountFlow],
  '/auth/login': ['src/routes/auth/login-page.tsx', accountFlow],
  '/login': ['src/routes/auth/login-page.tsx', accountFlow],
  '/menu': ['src/routes/menu/menu-page.tsx', catalogFlow],
  '/favorites': ['src/routes/favorites/favorites-page.tsx', catalogFlow],
  '/payment': ['src/routes/checkout/payment-page.tsx', 'src/app/checkout-chunk.ts'],
  // A QR link leads a diner who sat before straight to the bill.
  '/table-payment': [...tablePage('table-entry-page'), 'src/routes/table/table-order-page.tsx'],
  '/table': tablePage('table-terms-page'),
  '/table/order': tablePage('table-order-page'),
  '/table/payment': tablePage('table-payment-page'),
  '/table/pix': tablePage('table-pix-page'),
};

/**
 * The page whose first screen a page names: the page itself, or the sign-in (`/auth`) for home when
 * external login is on and the browser keeps no access hint (contract/access-hint.ts): the app sends
 * such a visitor there (src/router/decide.ts, spec §2). A wrong hint costs the round trip the redirect
 * cost every visitor before.
 */
export function landingRoute(
  route: (RouteEntry & { path: RoutePath }) | undefined,
  features: Pick<Features, 'external_login'> | undefined,
  hasAccess: boolean,
): RoutePath | undefined {
  if (route?.group === 'home' && features?.external_login === true && !hasAccess) return '/auth';
  return route?.path;
}

/** What every page reads before its first screen (src/app/stored-state.ts, src/i18n/i18n.ts). */
const startupModules = (locale: Locale) => [
  'src/app/slice-definitions.ts',
  'src/app/slice-check.ts',
  'node_modules/localforage/dist/localforage.js',
  `src/locales/${locale}/messages.po`,
];

/** The source modules (the manifest's keys) of a page's first screen. */
export function firstScreenModules(route: RoutePath | undefined, locale: Locale): string[] {
  return [...(route === undefined ? [] : (screenModules[route] ?? [])), ...startupModules(locale)];
}

export interface FirstScreenFiles {
  scripts: string[];
  styles: string[];
}

/**
 * The built files of a page's first screen that its HTML does not name already: the page names them
 * (`firstScreenLinks`), so the browser fetches them while it reads the page, not a round trip later
 * once the app asks, and the app adds no `<link>` of its own for them.
 */
export function firstScreenFiles(
  manifest: BuildManifest,
  route: RoutePath | undefined,
  locale: Locale,
): FirstScreenFiles {
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const page = filesFrom(manifest, entries);
  const inPage = new Set([...page.scripts, ...page.styles]);
  const wanted = filesFrom(manifest, firstScreenModules(route, locale));
  const notInPage = (file: string) => !inPage.has(file);
  return { scripts: wanted.scripts.filter(notInPage), styles: wanted.styles.filter(notInPage) };
}

/**
 * The files of these modules' chunks and of every chunk they import, each once, in Vite's order: a
 * chunk's styles after those of what it imports, so the cascade is the one the app's own links make.
 */
function filesFrom(manifest: BuildManifest, keys: readonly string[]): FirstScreenFiles {
  const seen = new Set<string>();
  const scripts: string[] = [];
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (chunk === undefined || seen.has(key)) return;
    seen.add(key);
    scripts.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
    for (const style of chunk.css ?? []) styles.add(style);
  };
  for (const key of keys) visit(key);
  return { scripts, styles: [...styles] };
}

/** The `<link>`s that name them, as Vite's own: module preloads and stylesheets, with CORS. */
export function firstScreenLinks({ scripts, styles }: FirstScreenFiles): string {
  return (
    styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`).join('') +
    scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('')
  );
}
