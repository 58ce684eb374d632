import { notifications } from '@mantine/notifications';
import { useCallback, useEffect, useState } from 'react';
import type { AlertSettings } from '@nsg/domain/notifications/alert-settings.ts';
import { useLocale } from '../../i18n/use-t.ts';
import {
  fetchVapidKey,
  sendTestPush,
  subscribePush,
  unsubscribePush,
  updatePushSettings,
} from './api/notifications-api.ts';
import {
  browserPushEnvironment,
  diagnosePushSupport,
  loadAlertSettings,
  saveAlertSettings,
  urlBase64ToUint8Array,
} from './push-support.ts';

/** The offline service worker imports the push handlers; on its own, push-worker.js does the job. */
async function pushRegistration(): Promise<ServiceWorkerRegistration> {
  const existing = await navigator.serviceWorker.getRegistration('/');
  if (existing) return existing;
  try {
    await navigator.serviceWorker.register('/service-worker.js');
  } catch {
    await navigator.serviceWorker.register('/push-worker.js');
  }
  return navigator.serviceWorker.ready;
}

const closeAfter = (notification: Notification | undefined, ms: number) =>
  notification && setTimeout(() => notification.close(), ms);

/**
 * The notification subscription (spec 000 §4): off → on via permission request, worker registration,
 * fetching the key and subscribing; off again on unsubscribe. Settings live in local storage and go to
 * the server only while subscribed.
 */
export function usePushNotifications() {
  const environment = browserPushEnvironment();
  const supported = environment.hasNotification && environment.hasServiceWorker && environment.hasPushManager;
  const [subscription, setSubscription] = useState<PushSubscription | null>(null);
  const [settings, setSettings] = useState<AlertSettings>(() => loadAlertSettings());
  const [busy, setBusy] = useState(false);
  // Notifications are written in the language of the page the visitor subscribes (or last saves) on.
  const locale = useLocale();

  useEffect(() => {
    if (!supported) return;
    void navigator.serviceWorker
      .getRegistration('/')
      .then((registration) => registration?.pushManager.getSubscription() ?? null)
      .then(setSubscription)
      .catch(() => setSubscription(null));
  }, [supported]);

  const enable = useCallback(async () => {
    setBusy(true);
    try {
      const permission = await Notification.requestPermission();
      if (permission !== 'granted') {
        notifications.show({
          title: 'Enable Notifications',
          message: 'Please allow notifications in your browser settings.',
          color: 'red',
        });
        return;
      }
      const registration = await pushRegistration();
      const { publicKey } = await fetchVapidKey();
      const created = await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: urlBase64ToUint8Array(publicKey),
      });
      await subscribePush(created.toJSON(), { ...settings, locale });
      setSubscription(created);
      notifications.show({
        title: 'Notifications Enabled',
        message: "You'll receive alerts for North Shore conditions.",
        color: 'green',
      });
    } catch {
      notifications.show({
        title: 'Enable Notifications',
        message: 'Please allow notifications in your browser settings.',
        color: 'red',
      });
    } finally {
      setBusy(false);
    }
  }, [settings, locale]);

  const disable = useCallback(async () => {
    if (!subscription) return;
    setBusy(true);
    try {
      await unsubscribePush(subscription.endpoint);
      await subscription.unsubscribe();
      setSubscription(null);
      notifications.show({
        title: 'Notifications Disabled',
        message: "You won't receive push alerts anymore.",
      });
    } catch {
      notifications.show({
        title: 'Error',
        message: 'Failed to update notification settings.',
        color: 'red',
      });
    } finally {
      setBusy(false);
    }
  }, [subscription]);

  const changeSettings = useCallback(
    async (next: AlertSettings) => {
      setSettings(next);
      saveAlertSettings(next);
      if (!subscription) return;
      try {
        await updatePushSettings(subscription.endpoint, { ...next, locale });
      } catch {
        notifications.show({ title: 'Error', message: 'Failed to update alert settings.', color: 'red' });
      }
    },
    [subscription, locale],
  );

  /** Spec 000 §8: diagnosis, a local notification, one through the service worker, then a real push. */
  const runTest = useCallback(async () => {
    try {
      const registration = environment.hasServiceWorker
        ? await navigator.serviceWorker.getRegistration('/')
        : undefined;
      const issues = diagnosePushSupport({
        ...environment,
        workerActive: registration ? !!registration.active : null,
      });
      if (issues.length > 0) {
        notifications.show({
          title: 'Notification Issues Detected',
          message: issues.join(' '),
          color: 'yellow',
        });
      }
      const results: string[] = [];
      try {
        closeAfter(
          new Notification('Test Notification', { body: 'Local notification from North Shore Guide.' }),
          5000,
        );
        results.push('local ✓');
      } catch {
        notifications.show({
          title: 'Local Notification Failed',
          message: 'The browser refused to show a notification from this page.',
          color: 'red',
        });
        results.push('local ✗');
      }
      if (registration?.active) {
        try {
          await registration.showNotification('Test Notification (service worker)', {
            body: 'Shown by the service worker.',
            tag: 'debug-test',
          });
          const shown = await registration.getNotifications({ tag: 'debug-test' });
          shown.forEach((n) => closeAfter(n, 3000));
          results.push('service worker ✓');
        } catch {
          notifications.show({
            title: 'Service Worker Issue',
            message: 'The service worker could not show a notification.',
            color: 'red',
          });
          results.push('service worker ✗');
        }
      } else {
        notifications.show({
          title: 'Service Worker Issue',
          message: 'No active service worker.',
          color: 'red',
        });
        results.push('service worker ✗');
      }
      if (subscription) {
        const push = await sendTestPush(subscription.endpoint);
        results.push(push.sent ? 'push ✓' : `push ✗ (${push.status})`);
      }
      notifications.show({ title: 'Multi-Test Complete', message: results.join(' · '), color: 'blue' });
    } catch (error) {
      notifications.show({
        title: 'Test Error',
        message: error instanceof Error ? error.message : 'The test could not run.',
        color: 'red',
      });
    }
  }, [environment, subscription]);

  return {
    environment,
    supported,
    subscribed: subscription !== null,
    settings,
    busy,
    enable,
    disable,
    changeSettings,
    runTest,
  };
}
