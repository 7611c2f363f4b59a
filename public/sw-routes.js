// Routes the browser follows without running the worker's script (the service worker static routing
// API, Chromium 123+; elsewhere the worker's own routes serve the same requests). Imported by the
// generated worker, so they come with each build's worker. The app's hashed files come straight from
// the precache, and from the network if it does not hold them; the API's calls go to the network, as
// the worker's routes send them, except the pictures, which the worker caches.
self.addEventListener('install', (event) => {
  if (typeof event.addRoutes !== 'function') return;
  // Rules this browser cannot take leave its requests to the worker's routes; the install goes on.
  const added = event.addRoutes([
    {
      condition: { urlPattern: '/assets/*', requestMethod: 'GET' },
      // Workbox's precache (workbox-core's cacheNames.precache).
      source: { cacheName: `workbox-precache-v2-${self.registration.scope}` },
    },
    { condition: { urlPattern: '/api/media/*' }, source: 'fetch-event' },
    { condition: { urlPattern: '/api/*' }, source: 'network' },
  ]);
  added.catch(() => {});
});
