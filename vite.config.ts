import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { pwaOptions } from './scripts/pwa-options.ts';
import { brotliAssets } from './scripts/vite-brotli.ts';
import { earlyStoreRead } from './scripts/vite-early-store-read.ts';
import { linguiMacro } from './scripts/vite-lingui-macro.ts';
import { storageLocation } from './src/app/storage-location.ts';
import { configOf } from './src/config-of-env.ts';

export default defineConfig(({ mode }) => {
  // The app's configuration from .env, as a literal in its code; the build's own use of it: the
  // manifest's name, the storage the page reads first.
  const appConfig = configOf({ ...loadEnv(mode, process.cwd()), MODE: mode });
  return {
    define: { __APP_CONFIG__: JSON.stringify(appConfig) },
    plugins: [
      react(),
      lingui(),
      linguiMacro(),
      VitePWA(pwaOptions(appConfig.appName)),
      earlyStoreRead(storageLocation(appConfig.company, appConfig.brand)),
      brotliAssets(),
    ],
    resolve: {
      // @xstate/react asks for the shims of React 17; React 19 has the hook itself.
      alias: [
        { find: /^use-sync-external-store\/shim$/, replacement: 'react' },
        {
          find: /^use-sync-external-store\/shim\/with-selector$/,
          replacement: 'use-sync-external-store/with-selector',
        },
      ],
    },
    build: {
      target: 'es2022',
      sourcemap: false,
      // What each chunk imports, by module: the server names a page's first-screen files in its HTML
      // (server/spa/first-screen-files.ts).
      manifest: true,
      modulePreload: {
        // Every browser of the target but Safari before 17 preloads modules itself; there the vendor
        // chunk is fetched once the entry asks for it rather than beside it.
        polyfill: false,
        // The page preloads the first screen's files. A screen's or a flow's chunk (`*-page`, `*-pages`,
        // `*-chunk`) preloads all its imports at once: fetched as the browser finds them, they come a
        // round trip per level, six levels under the table's flow (demo link → bill on a phone at
        // 150 ms, over HTTP/2: 2.66 s → 2.37 s), for 1.1 KiB of lists in the entry. Other lazy files,
        // loaded while a screen starts, preload only their styles: a <link> per file costs main-thread
        // time, and their imports are few.
        resolveDependencies: (file, dependencies, { hostType }) =>
          hostType === 'html' || /-(chunk|pages?)-[\w-]+\.js$/.test(file)
            ? dependencies
            : dependencies.filter((dependency) => dependency.endsWith('.css')),
      },
      rolldownOptions: {
        output: {
          // The entry lists every lazy file it may preload: names only where a person reads them (the
          // pages and flows a report or the budget names, the framework); shared pieces go by hash.
          chunkFileNames: (chunk) =>
            chunk.isDynamicEntry || chunk.name === 'vendor' || chunk.name.endsWith('-flow')
              ? 'assets/[name]-[hash].js'
              : 'assets/[hash].js',
          assetFileNames: 'assets/[hash][extname]',
          // The framework the first screen needs, in one chunk: left to itself, the bundler splits it
          // into many small shared chunks as lazy routes multiply, and each costs compression (DESIGN §9).
          codeSplitting: {
            groups: [
              {
                name: 'vendor',
                // The menu's virtualizer stays with the menu.
                test: /node_modules[\\/](react|react-dom|scheduler|xstate|@xstate|@tanstack[\\/](?!(react-)?virtual)[^\\/]+|@lingui)[\\/]/,
              },
              // The API client's libraries and the schemas' zod, in one chunk that comes with the first
              // call or stored value to check: a first screen that needs neither does without them.
              { name: 'data', test: /node_modules[\\/](zod|ofetch|destr|ufo)[\\/]/ },
              // The app's own start-up code, with the entry: the helpers lazy routes share with it would
              // otherwise be eight tiny chunks, a second wave of requests before the first screen.
              { name: 'shell', tags: ['$initial'] },
              // The core every first call needs, one chunk beside `data`: the API client, the shared wire
              // schemas, the failed-call rules the charts share. Each area's own calls and schemas stay
              // with the area.
              {
                name: 'api',
                test: /[\\/](src[\\/]api[\\/](client|errors|retry|error-messages|last-answer|guest-session)|contract[\\/]schemas[\\/](common|limits|cms|address|guest-session)|machines[\\/]shared[\\/](api-error-key|error-key|failed-call|lost-answer|required|idempotency-key|checked-step|contact|password-policy)|src[\\/]lib[\\/](analytics|money|api-href))\.ts$/,
              },
              // The design system's pieces the lazy pages share, one chunk: the form's and the modal's, and
              // every page layout (each a few hundred bytes, split they are a request each).
              {
                name: 'ui',
                test: /[\\/]src[\\/]ui[\\/](spinner|pill|hero-panel|row-link|button|text-field|skeleton|avatar|form[\\/](form-error|field-frame|checkbox-field|choice-tile)|modal[\\/](modal|confirm-modal|focusable)|layouts[\\/][^\\/]+)\.(tsx?|css)$/,
              },
              // The cart, one chunk: its bar, sheet and chart come with the first delivery page (split, they
              // are a dozen tiny shared chunks).
              {
                name: 'cart-flow',
                includeDependenciesRecursively: false,
                test: /[\\/](src[\\/](routes[\\/]cart|app[\\/]cart-chunk|app[\\/]flows[\\/]cart-wire|api[\\/]cart)|machines[\\/]cart)[\\/.]/,
              },
              // The table's flow, one chunk: its charts, calls and the helpers its pages share come with the
              // first table page (split, they are a dozen tiny shared chunks). What the delivery flows use too
              // stays apart: the dish options' rules, the PIX chart and its clock, the payment errors, the
              // table's schemas (the cards' calls read them).
              {
                name: 'table-flow',
                includeDependenciesRecursively: false,
                test: /[\\/](src[\\/](app[\\/](table-chunk|flows[\\/]table-[\w-]+)|api[\\/]table|routes[\\/]table[\\/](table-page|table-messages|use-table))|machines[\\/]table[\w-]*[\\/](?!table-order\.rules|pix\.machine|pix-seconds-left|payment-error)[\w.-]+)[\\/.]/,
              },
              // Paying for it, one chunk, loaded beside the cart's.
              {
                name: 'checkout-flow',
                includeDependenciesRecursively: false,
                test: /[\\/](src[\\/](routes[\\/]checkout|app[\\/]checkout-chunk|api[\\/]place-order)|machines[\\/]checkout)[\\/.]/,
              },
            ],
          },
        },
      },
    },
  };
});
