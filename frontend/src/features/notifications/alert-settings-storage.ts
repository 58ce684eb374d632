import {
  alertSettingsSchema,
  defaultAlertSettings,
  type AlertSettings,
} from '@nsg/domain/notifications/alert-settings.ts';
import { ALERT_SETTINGS_KEY, withFollowsWithinLimit } from './push-support.ts';

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

export function saveAlertSettings(settings: AlertSettings, storage: Pick<Storage, 'setItem'> = localStorage) {
  storage.setItem(ALERT_SETTINGS_KEY, JSON.stringify(settings));
}
