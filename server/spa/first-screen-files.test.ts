import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { locales } from '../../contract/locales.ts';
import { matchRoute, routeTable } from '../../contract/routes.ts';
import {
  type BuildManifest,
  firstScreenFiles,
  firstScreenLinks,
  firstScreenModules,
  landingRoute,
} from './first-screen-files.ts';

const manifest: BuildManifest = {
  'index.html': {
    file: 'assets/index-1.js',
    isEntry: true,
    imports: ['_vendor.js'],
    css: ['assets/app.css'],
  },
  '_vendor.js': { file: 'assets/vendor-1.js' },
  '_ui.js': { file: 'assets/ui-1.js', imports: ['_vendor.js'], css: ['assets/ui.css'] },
  'src/routes/menu/menu-page.tsx': {
    file: 'assets/menu-page-1.js',
    imports: ['_vendor.js', '_ui.js', 'index.html'],
    css: ['assets/menu.css', 'assets/app.css'],
  },
  'src/app/catalog-chunk.ts': { file: 'assets/catalog-chunk-1.js', imports: ['_ui.js'] },
  'src/app/slice-definitions.ts': { file: 'assets/slice-definitions-1.js' },
  'src/app/slice-check.ts': { file: 'assets/slice-check-1.js' },
  'node_modules/localforage/dist/localforage.js': { file: 'assets/localforage-1.js' },
  'src/locales/pt-BR/messages.po': { file: 'assets/messages-pt.js' },
  'src/locales/en-US/messages.po': { file: 'assets/messages-en.js' },
};
const startup = ['assets/slice-definitions-1.js', 'assets/slice-check-1.js', 'assets/localforage-1.js'];

describe('a page names the files of its first screen', () => {
  it("the screen's and its flow's chunks with everything they import, each once, but what the page names already", () => {
    expect(firstScreenFiles(manifest, '/menu', 'pt-BR')).toEqual({
      scripts: [
        'assets/menu-page-1.js',
        'assets/ui-1.js',
        'assets/catalog-chunk-1.js',
        ...startup,
        'assets/messages-pt.js',
      ],
      styles: ['assets/ui.css', 'assets/menu.css'],
    });
  });

  it("a page without a screen of its own, and the catalog of the page's locale", () => {
    expect(firstScreenFiles(manifest, '/cupons', 'en-US')).toEqual({
      scripts: [...startup, 'assets/messages-en.js'],
      styles: [],
    });
  });

  it('a build without a manifest names nothing', () => {
    expect(firstScreenFiles({}, '/menu', 'pt-BR')).toEqual({ scripts: [], styles: [] });
  });

  it("as Vite's own links: stylesheets and module preloads, with CORS", () => {
    expect(firstScreenLinks({ scripts: ['assets/a.js'], styles: ['assets/a.css'] })).toBe(
      '<link rel="stylesheet" crossorigin href="/assets/a.css">' +
        '<link rel="modulepreload" crossorigin href="/assets/a.js">',
    );
  });

  it('every module it names is a module of the app', () => {
    const root = join(import.meta.dirname, '..', '..');
    const named = new Set(
      routeTable.flatMap(({ path }) => locales.flatMap((locale) => firstScreenModules(path, locale))),
    );
    expect([...named].filter((module) => !existsSync(join(root, module)))).toEqual([]);
    expect(named.size).toBeGreaterThan(10);
  });
});

describe('the page whose first screen a page names', () => {
  const externalLogin = { external_login: true };
  it.each`
    path       | features                     | hasAccess | landing
    ${'/'}     | ${externalLogin}             | ${false}  | ${'/auth'}
    ${'/'}     | ${externalLogin}             | ${true}   | ${'/'}
    ${'/'}     | ${{ external_login: false }} | ${false}  | ${'/'}
    ${'/'}     | ${undefined}                 | ${false}  | ${'/'}
    ${'/menu'} | ${externalLogin}             | ${false}  | ${'/menu'}
    ${'/nope'} | ${externalLogin}             | ${false}  | ${undefined}
  `(
    '$path, external login $features.external_login, access hint $hasAccess: $landing',
    ({ path, features, hasAccess, landing }) => {
      expect(landingRoute(matchRoute(path), features, hasAccess)).toBe(landing);
    },
  );
});
