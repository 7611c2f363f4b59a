import type { VitePWAOptions } from 'vite-plugin-pwa';

/**
 * The installable app (spec §1): the manifest, and a service worker that precaches the shell and
 * the route chunks. Pages are network-first (the server writes the brand, dev tools and statuses into
 * them), falling back to the precached shell offline; pictures are cached as they are seen. API
 * answers are never cached: a stale bill, cart or payment would be wrong, not merely old.
 */
export const pwaOptions = (appName: string): Partial<VitePWAOptions> => ({
  strategies: 'generateSW',
  registerType: 'prompt',
  // src/app/pwa-logic.ts registers the worker after the first screen, through the pwa chart.
  injectRegister: false,
  includeAssets: ['favicon.svg', 'apple-touch-icon.png', 'logo.svg'],
  manifest: {
    name: appName,
    short_name: appName,
    description: 'Peça delivery ou retire no restaurante, e pague a conta da mesa pelo celular.',
    lang: 'pt-BR',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    background_color: '#fffbf5',
    theme_color: '#1f1a17',
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    // The push and notification-click handlers (public/push-sw.js); the routes the browser follows
    // without running the worker: the app's files from the precache, the API's calls to the network
    // (public/sw-routes.js).
    importScripts: ['/push-sw.js', '/sw-routes.js'],
    globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
    navigateFallback: null,
    // A page's request leaves while the worker starts, not after: the network-first pages below take
    // the preloaded answer.
    navigationPreload: true,
    cleanupOutdatedCaches: true,
    runtimeCaching: [
      {
        urlPattern: ({ request, url }) => request.mode === 'navigate' && !url.pathname.startsWith('/dev/'),
        handler: 'NetworkFirst',
        options: {
          cacheName: 'pages',
          networkTimeoutSeconds: 4,
          expiration: { maxEntries: 20 },
          precacheFallback: { fallbackURL: '/index.html' },
        },
      },
      // The dev tools' pages are never kept; the worker still takes their preloaded answer.
      {
        urlPattern: ({ request, url }) => request.mode === 'navigate' && url.pathname.startsWith('/dev/'),
        handler: 'NetworkOnly',
      },
      {
        urlPattern: ({ url }) => url.pathname.startsWith('/api/media/'),
        handler: 'CacheFirst',
        options: { cacheName: 'pictures', expiration: { maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600 } },
      },
    ],
  },
});
