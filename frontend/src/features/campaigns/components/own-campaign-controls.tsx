import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useT } from '../../../i18n/use-t.ts';
import { serverMessageOf } from '../../../lib/api-fetch.ts';
import { useOwnCampaignAction, type Campaign } from '../../../lib/advertising/campaigns-api.ts';

/** A running paid campaign: pause and resume it (paid days wait), or cancel it for the unserved days back. */
export function OwnCampaignControls({ campaign }: { campaign: Campaign }) {
  const t = useT();
  const [confirming, setConfirming] = useState(false);
  const action = useOwnCampaignAction(campaign.id);
  const run = async (kind: 'pause' | 'resume' | 'cancel') => {
    try {
      const answer = await action.mutateAsync(kind);
      notifications.show({
        color: 'green',
        title: t(`advertiser.campaign.own.${kind}.done`),
        message: t('advertiser.campaign.own.doneMessage', {
          amount: `$${((answer.amount ?? 0) / 100).toFixed(2)}`,
          status: answer.status,
        }),
      });
    } catch (failure) {
      notifications.show({
        color: 'red',
        title: t('advertiser.campaign.own.failed'),
        message: serverMessageOf(failure) ?? '',
      });
    }
  };
  return (
    <Card withBorder mt="md" data-testid="own-campaign-controls">
      <Stack gap="xs">
        <Text size="sm">{t('advertiser.campaign.own.explain')}</Text>
        {confirming ? (
          <Group>
            <Button color="red" loading={action.isPending} onClick={() => void run('cancel')}>
              {t('advertiser.campaign.own.cancelConfirm')}
            </Button>
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('advertiser.campaign.keep')}
            </Button>
          </Group>
        ) : (
          <Group>
            <Button
              variant="default"
              loading={action.isPending}
              onClick={() => void run(campaign.status === 'paused' ? 'resume' : 'pause')}
            >
              {t(
                campaign.status === 'paused'
                  ? 'advertiser.campaign.own.resume'
                  : 'advertiser.campaign.own.pause',
              )}
            </Button>
            <Button variant="default" color="red" onClick={() => setConfirming(true)}>
              {t('advertiser.campaign.cancelAndRefund')}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
