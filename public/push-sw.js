// Web push in the service worker (spec §1, §9): each push shows a notification, and an open app
// hears of it too and shows the toast "title: body". Imported by the generated worker.
self.addEventListener('push', (event) => {
  const message = { title: '', body: '', url: '/' };
  try {
    Object.assign(message, event.data ? event.data.json() : {});
  } catch {
    message.body = event.data ? event.data.text() : '';
  }
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      for (const client of windows) {
        client.postMessage({ type: 'push.received', title: message.title, body: message.body });
      }
      await self.registration.showNotification(message.title, {
        body: message.body,
        icon: '/icon-192.png',
        data: { url: message.url },
      });
    })(),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = (event.notification.data && event.notification.data.url) || '/';
  event.waitUntil(self.clients.openWindow(url));
});
