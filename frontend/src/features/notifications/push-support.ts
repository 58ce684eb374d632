import {
  alertSettingsSchema,
  defaultAlertSettings,
  type AlertSettings,
} from '@nsg/domain/notifications/alert-settings.ts';

/** The message saying why push notifications cannot work here. */
export type PushIssue = `pushSettings.issue.${
  | 'noNotification'
  | 'noServiceWorker'
  | 'noPushManager'
  | 'insecure'
  | 'denied'
  | 'notGranted'
  | 'workerInactive'}`;

/**
 * Why push notifications cannot work in this browser (spec 000 §8's diagnosis list), as the ids of the
 * messages saying so; empty when they can.
 */
export function diagnosePushSupport(env: {
  isSecureContext: boolean;
  hasNotification: boolean;
  hasServiceWorker: boolean;
  hasPushManager: boolean;
  permission: NotificationPermission | null;
  /** null when not known yet (no registration looked up). */
  workerActive?: boolean | null;
}): PushIssue[] {
  const issues: PushIssue[] = [];
  if (!env.hasNotification) issues.push('pushSettings.issue.noNotification');
  if (!env.hasServiceWorker) issues.push('pushSettings.issue.noServiceWorker');
  if (!env.hasPushManager) issues.push('pushSettings.issue.noPushManager');
  if (!env.isSecureContext) issues.push('pushSettings.issue.insecure');
  if (env.permission === 'denied') issues.push('pushSettings.issue.denied');
  if (env.permission === 'default') issues.push('pushSettings.issue.notGranted');
  if (env.workerActive === false) issues.push('pushSettings.issue.workerInactive');
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
