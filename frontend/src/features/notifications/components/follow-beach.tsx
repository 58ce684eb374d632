import { Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useLocale, useT } from '../../../i18n/use-t.ts';
import { beachesFollowedAsStored } from '../push-support.ts';
import { usePushSubscription } from '../use-push-subscription.ts';

/**
 * Following a beach sends a push alert when its rating rises to High or Extreme (once per rise). The button
 * shows the stored choice at once; the code that validates and saves the settings (zod among it, about
 * 25 KB gzipped) loads when it is pressed, not with the page.
 */
export function FollowBeach({ beachId }: { beachId: number }) {
  const t = useT();
  const locale = useLocale();
  const [following, setFollowing] = useState(() => beachesFollowedAsStored().includes(beachId));
  const [subscription] = usePushSubscription();
  const toggle = async () => {
    const follow = !following;
    setFollowing(follow);
    try {
      const { changeFollow } = await import('../change-follow.ts');
      setFollowing(await changeFollow(beachId, follow, { subscription, locale, t }));
    } catch {
      // Its code could not be loaded (offline, before the worker kept it): nothing was saved.
      setFollowing(!follow);
    }
  };
  return (
    <Stack gap={2}>
      <Button
        variant={following ? 'light' : 'filled'}
        size="xs"
        onClick={() => void toggle()}
        aria-pressed={following}
      >
        {following ? t('beach.following') : t('beach.follow')}
      </Button>
      {following && !subscription && (
        <Text fz="xs" c="dimmed">
          {t('beach.followHint')}
        </Text>
      )}
    </Stack>
  );
}
