/* Push alerts for North Shore Guide. Imported by /service-worker.js (importScripts) and registrable on its own. */

self.addEventListener('push', (event) => {
  let message = { title: 'North Shore Guide', body: '', url: '/', tag: 'alert' };
  if (event.data) {
    try {
      message = { ...message, ...event.data.json() };
    } catch {
      message.body = event.data.text();
    }
  }
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      tag: message.tag,
      icon: '/images/icon-192.png',
      badge: '/images/icon-192.png',
      data: { url: message.url || '/' },
      timestamp: message.timestamp || Date.now(),
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(
    (event.notification.data && event.notification.data.url) || '/',
    self.location.origin,
  );
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => new URL(client.url).origin === target.origin);
      if (open) {
        return open
          .focus()
          .then((client) => (client && 'navigate' in client ? client.navigate(target.href) : client));
      }
      return self.clients.openWindow(target.href);
    }),
  );
});
