import { MAX_FOLLOWED_BEACHES } from '@nsg/domain/notifications/follow-limit.ts';

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

/**
 * The beaches followed, as stored, at a glance: without the settings' validation code (zod), which a beach
 * page loads only when its Follow button is pressed. Settings that fail that validation count as none
 * followed once it runs (`loadAlertSettings`); this glance may still list their beaches until then. Of more
 * beaches than can be followed (saved before the limit was kept), both keep the first ones.
 */
export function beachesFollowedAsStored(storage: Pick<Storage, 'getItem'> = localStorage): number[] {
  try {
    const stored: unknown = JSON.parse(storage.getItem(ALERT_SETTINGS_KEY) ?? '{}');
    const ids: unknown = (withFollowsWithinLimit(stored) as { followedBeachIds?: unknown } | null)
      ?.followedBeachIds;
    return Array.isArray(ids) ? ids.filter((id): id is number => Number.isInteger(id)) : [];
  } catch {
    return [];
  }
}

/**
 * A version of the app that did not keep to the limit saved more followed beaches than there can be: the
 * first ones are read, rather than none of the visitor's settings.
 */
export function withFollowsWithinLimit(stored: unknown): unknown {
  if (typeof stored !== 'object' || stored === null || !('followedBeachIds' in stored)) return stored;
  const { followedBeachIds } = stored;
  if (!Array.isArray(followedBeachIds) || followedBeachIds.length <= MAX_FOLLOWED_BEACHES) return stored;
  return { ...stored, followedBeachIds: followedBeachIds.slice(0, MAX_FOLLOWED_BEACHES) };
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
