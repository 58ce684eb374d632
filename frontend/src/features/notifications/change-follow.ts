import { notifications } from '@mantine/notifications';
import { MAX_FOLLOWED_BEACHES } from '@nsg/domain/notifications/follow-limit.ts';
import type { Locale } from '@nsg/domain/shared/locales.ts';
import type { useT } from '../../i18n/use-t.ts';
import { loadAlertSettings } from './alert-settings-storage.ts';
import { keepAlertSettings } from './use-push-notifications.ts';

/**
 * Follows or stops following a beach in the alert settings kept in this browser (and on the server while
 * subscribed), leaving the rest of them as they were. Whether the beach is now followed. One beach past the
 * most there can be is not followed, and the visitor is told why: kept, the settings would no longer be valid,
 * and the next page would start from the defaults.
 */
export async function changeFollow(
  beachId: number,
  follow: boolean,
  context: { subscription: PushSubscription | null; locale: Locale; t: ReturnType<typeof useT> },
): Promise<boolean> {
  const settings = loadAlertSettings();
  const others = settings.followedBeachIds.filter((id) => id !== beachId);
  if (follow && others.length >= MAX_FOLLOWED_BEACHES) {
    notifications.show({
      message: context.t('beach.followLimit', { count: MAX_FOLLOWED_BEACHES }),
      color: 'orange',
    });
    return false;
  }
  await keepAlertSettings({ ...settings, followedBeachIds: follow ? [...others, beachId] : others }, context);
  return follow;
}
