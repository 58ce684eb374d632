import {
  alertSettingsSchema,
  defaultAlertSettings,
  type AlertSettings,
} from '@nsg/domain/notifications/alert-settings.ts';
import { MAX_FOLLOWED_BEACHES } from '@nsg/domain/notifications/follow-limit.ts';
import { ALERT_SETTINGS_KEY } from './push-support.ts';

/** The alert settings kept in this browser, validated: the defaults when missing or invalid. */
export function loadAlertSettings(storage: Pick<Storage, 'getItem'> = localStorage): AlertSettings {
  try {
    const stored: unknown = JSON.parse(storage.getItem(ALERT_SETTINGS_KEY) ?? '{}');
    const parsed = alertSettingsSchema.safeParse(withFollowsWithinLimit(stored));
    return parsed.success ? parsed.data : defaultAlertSettings;
  } catch {
    return defaultAlertSettings;
  }
}

/**
 * A version of the app that did not keep to the limit saved more followed beaches than there can be: the
 * first ones are read, rather than none of the visitor's settings.
 */
function withFollowsWithinLimit(stored: unknown): unknown {
  if (typeof stored !== 'object' || stored === null || !('followedBeachIds' in stored)) return stored;
  const { followedBeachIds } = stored;
  if (!Array.isArray(followedBeachIds) || followedBeachIds.length <= MAX_FOLLOWED_BEACHES) return stored;
  return { ...stored, followedBeachIds: followedBeachIds.slice(0, MAX_FOLLOWED_BEACHES) };
}

export function saveAlertSettings(settings: AlertSettings, storage: Pick<Storage, 'setItem'> = localStorage) {
  storage.setItem(ALERT_SETTINGS_KEY, JSON.stringify(settings));
}
