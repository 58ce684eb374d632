import {
  alertSettingsSchema,
  defaultAlertSettings,
  type AlertSettings,
} from '@nsg/domain/notifications/alert-settings.ts';

/** Why push notifications cannot work in this browser (spec 000 §8's diagnosis list); empty when they can. */
export function diagnosePushSupport(env: {
  isSecureContext: boolean;
  hasNotification: boolean;
  hasServiceWorker: boolean;
  hasPushManager: boolean;
  permission: NotificationPermission | null;
  /** null when not known yet (no registration looked up). */
  workerActive?: boolean | null;
}): string[] {
  const issues: string[] = [];
  if (!env.hasNotification)
    issues.push('This browser has no notification capability (Notification API missing).');
  if (!env.hasServiceWorker) issues.push('Service workers are not available in this browser.');
  if (!env.hasPushManager) issues.push('This browser cannot receive push messages from websites.');
  if (!env.isSecureContext) issues.push('The page is not a secure context: push needs HTTPS (or localhost).');
  if (env.permission === 'denied') {
    issues.push('Notification permission is denied: allow notifications in your browser settings.');
  }
  if (env.permission === 'default') issues.push('Notification permission has not been granted yet.');
  if (env.workerActive === false) issues.push('The service worker is registered but not active.');
  return issues;
}

export function browserPushEnvironment() {
  const hasNotification = typeof window !== 'undefined' && 'Notification' in window;
  return {
    isSecureContext: typeof window !== 'undefined' && window.isSecureContext,
    hasNotification,
    hasServiceWorker: typeof navigator !== 'undefined' && 'serviceWorker' in navigator,
    hasPushManager: typeof window !== 'undefined' && 'PushManager' in window,
    permission: hasNotification ? Notification.permission : null,
  };
}

/** Spec 000 §3: alert settings are kept in local storage under `alertSettings`. */
export const ALERT_SETTINGS_KEY = 'alertSettings';

export function loadAlertSettings(storage: Pick<Storage, 'getItem'> = localStorage): AlertSettings {
  try {
    const parsed = alertSettingsSchema.safeParse(JSON.parse(storage.getItem(ALERT_SETTINGS_KEY) ?? '{}'));
    return parsed.success ? parsed.data : defaultAlertSettings;
  } catch {
    return defaultAlertSettings;
  }
}

export function saveAlertSettings(settings: AlertSettings, storage: Pick<Storage, 'setItem'> = localStorage) {
  storage.setItem(ALERT_SETTINGS_KEY, JSON.stringify(settings));
}

/** Base64url (the VAPID public key) to the bytes PushManager.subscribe wants. */
export function urlBase64ToUint8Array(base64Url: string): Uint8Array<ArrayBuffer> {
  const padding = '='.repeat((4 - (base64Url.length % 4)) % 4);
  const base64 = (base64Url + padding).replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}
