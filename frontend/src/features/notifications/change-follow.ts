import type { Locale } from '@nsg/domain/shared/locales.ts';
import type { useT } from '../../i18n/use-t.ts';
import { loadAlertSettings } from './alert-settings-storage.ts';
import { keepAlertSettings } from './use-push-notifications.ts';

/**
 * Follows or stops following a beach in the alert settings kept in this browser (and on the server while
 * subscribed), leaving the rest of them as they were. Whether the beach is now followed.
 */
export async function changeFollow(
  beachId: number,
  follow: boolean,
  context: { subscription: PushSubscription | null; locale: Locale; t: ReturnType<typeof useT> },
): Promise<boolean> {
  const settings = loadAlertSettings();
  const others = settings.followedBeachIds.filter((id) => id !== beachId);
  await keepAlertSettings({ ...settings, followedBeachIds: follow ? [...others, beachId] : others }, context);
  return follow;
}
