import { Button, Stack, Text } from '@mantine/core';
import { useT } from '../../../i18n/use-t.ts';
import { usePushNotifications } from '../use-push-notifications.ts';

/** Following a beach sends a push alert when its rating rises to High or Extreme (once per rise). */
export function FollowBeachButton({ beachId }: { beachId: number }) {
  const push = usePushNotifications();
  const t = useT();
  const following = push.settings.followedBeachIds.includes(beachId);
  const toggle = () =>
    void push.changeSettings({
      ...push.settings,
      followedBeachIds: following
        ? push.settings.followedBeachIds.filter((id) => id !== beachId)
        : [...push.settings.followedBeachIds, beachId],
    });
  return (
    <Stack gap={2}>
      <Button variant={following ? 'light' : 'filled'} size="xs" onClick={toggle} aria-pressed={following}>
        {following ? t('beach.following') : t('beach.follow')}
      </Button>
      {following && !push.subscribed && (
        <Text fz="xs" c="dimmed">
          {t('beach.followHint')}
        </Text>
      )}
    </Stack>
  );
}
