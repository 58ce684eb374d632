import { notifications } from '@mantine/notifications';
import { useCallback, useState } from 'react';
import type { AlertSettings } from '@nsg/domain/notifications/alert-settings.ts';
import type { Locale } from '@nsg/domain/shared/locales.ts';
import { useLocale, useT } from '../../i18n/use-t.ts';
import {
  fetchVapidKey,
  sendTestPush,
  subscribePush,
  unsubscribePush,
  updatePushSettings,
} from './api/notifications-api.ts';
import { loadAlertSettings, saveAlertSettings } from './alert-settings-storage.ts';
import { browserPushEnvironment, diagnosePushSupport, urlBase64ToUint8Array } from './push-support.ts';
import { pushTestToast } from './push-test-outcome.ts';
import { pushSupported, usePushSubscription } from './use-push-subscription.ts';

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

const LOCAL_TEST_MS = 5000;

/**
 * Keeps changed alert settings in this browser and, while subscribed, on the server too, in the language of
 * the page they were changed on; a toast when the server could not take them.
 */
export async function keepAlertSettings(
  next: AlertSettings,
  {
    subscription,
    locale,
    t,
  }: { subscription: PushSubscription | null; locale: Locale; t: ReturnType<typeof useT> },
): Promise<void> {
  saveAlertSettings(next);
  if (!subscription) return;
  try {
    await updatePushSettings(subscription.endpoint, { ...next, locale });
  } catch {
    notifications.show({
      title: t('pushSettings.error'),
      message: t('pushSettings.settingsFailed'),
      color: 'red',
    });
  }
}

/**
 * A test notification from the page; where pages may not make one themselves (Chrome on Android), the
 * service worker shows it. True when one was shown.
 */
async function showLocalNotification(
  registration: ServiceWorkerRegistration | undefined,
  t: ReturnType<typeof useT>,
): Promise<boolean> {
  const title = t('pushSettings.test.title');
  const body = t('pushSettings.test.body');
  try {
    const notification = new Notification(title, { body });
    setTimeout(() => notification.close(), LOCAL_TEST_MS);
    return true;
  } catch {
    if (!registration?.active) return false;
    try {
      await registration.showNotification(title, { body, tag: 'local-test' });
      const shown = await registration.getNotifications({ tag: 'local-test' });
      shown.forEach((notification) => setTimeout(() => notification.close(), LOCAL_TEST_MS));
      return true;
    } catch {
      return false;
    }
  }
}

/**
 * The notification subscription (spec 000 §4): off → on via permission request, worker registration,
 * fetching the key and subscribing; off again on unsubscribe. Settings live in local storage and go to
 * the server only while subscribed.
 */
export function usePushNotifications() {
  const environment = browserPushEnvironment();
  const supported = pushSupported();
  const [subscription, setSubscription] = usePushSubscription();
  const [settings, setSettings] = useState<AlertSettings>(() => loadAlertSettings());
  const [busy, setBusy] = useState(false);
  // Notifications are written in the language of the page the visitor subscribes (or last saves) on.
  const locale = useLocale();
  const t = useT();

  const showEnableFailed = useCallback(
    () =>
      notifications.show({
        title: t('pushSettings.enableFailed'),
        message: t('pushSettings.enableFailedText'),
        color: 'red',
      }),
    [t],
  );

  const enable = useCallback(async () => {
    setBusy(true);
    try {
      const permission = await Notification.requestPermission();
      if (permission !== 'granted') {
        showEnableFailed();
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
        title: t('pushSettings.enabled'),
        message: t('pushSettings.enabledText'),
        color: 'green',
      });
    } catch {
      showEnableFailed();
    } finally {
      setBusy(false);
    }
  }, [settings, locale, t, showEnableFailed, setSubscription]);

  const disable = useCallback(async () => {
    if (!subscription) return;
    setBusy(true);
    try {
      await unsubscribePush(subscription.endpoint);
      await subscription.unsubscribe();
      setSubscription(null);
      notifications.show({
        title: t('pushSettings.disabled'),
        message: t('pushSettings.disabledText'),
      });
    } catch {
      notifications.show({
        title: t('pushSettings.error'),
        message: t('pushSettings.updateFailed'),
        color: 'red',
      });
    } finally {
      setBusy(false);
    }
  }, [subscription, t, setSubscription]);

  const changeSettings = useCallback(
    async (next: AlertSettings) => {
      setSettings(next);
      await keepAlertSettings(next, { subscription, locale, t });
    },
    [subscription, locale, t],
  );

  /**
   * Subscribed, the test is a real push from our server; otherwise a notification shown by this page.
   * Either way the visitor gets one toast saying whether it worked.
   */
  const runTest = useCallback(async () => {
    try {
      const registration = environment.hasServiceWorker
        ? await navigator.serviceWorker.getRegistration('/')
        : undefined;
      const issues = diagnosePushSupport({
        ...environment,
        workerActive: registration ? !!registration.active : null,
      });
      const pushSent = subscription ? (await sendTestPush(subscription.endpoint)).sent : null;
      const shownHere = subscription ? null : await showLocalNotification(registration, t);
      const toast = pushTestToast({ shownHere, pushSent, issues });
      notifications.show({ title: t(toast.title), message: t(toast.message), color: toast.color });
    } catch {
      notifications.show({
        title: t('pushSettings.test.error'),
        message: t('pushSettings.test.errorText'),
        color: 'red',
      });
    }
  }, [environment, subscription, t]);

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
