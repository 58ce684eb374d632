import { Alert, Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ReasonDialog } from '../../components/reason-dialog.tsx';
import { useT } from '../../i18n/use-t.ts';
import { refreshAfterWrite } from '../../lib/read-your-writes.ts';
import { catalogApiPath, retireAllSamples, sampleCountsQueryOptions } from './catalog-admin-api.ts';

/** "Retire all sample data", while there is some: the confirmation names how many of each kind. */
export function RetireSamples() {
  const t = useT();
  const queryClient = useQueryClient();
  const counts = useQuery(sampleCountsQueryOptions());
  const [confirming, setConfirming] = useState(false);
  const retire = useMutation({
    mutationFn: retireAllSamples,
    onSuccess: ({ position }) => {
      notifications.show({ color: 'green', title: t('catalogAdmin.samples.retired'), message: '' });
      void refreshAfterWrite(queryClient, {
        position,
        readPath: catalogApiPath('samples'),
        queryKeys: [['admin', 'catalog']],
      });
    },
    onError: (error) =>
      notifications.show({ color: 'red', title: t('catalogAdmin.retireFailed'), message: error.message }),
  });
  const kinds = Object.entries(counts.data ?? {}).filter(([, count]) => count > 0);
  if (kinds.length === 0) return null;
  const list = kinds.map(([kind, count]) => t('catalogAdmin.samples.count', { kind, count })).join(', ');
  return (
    <Alert color="gray" data-testid="retire-samples">
      <Group justify="space-between" gap="xs">
        <Text size="sm">{t('catalogAdmin.samples.intro')}</Text>
        <Button size="xs" color="red" variant="light" onClick={() => setConfirming(true)}>
          {t('catalogAdmin.samples.retireAll')}
        </Button>
      </Group>
      <ReasonDialog
        opened={confirming}
        title={t('catalogAdmin.samples.retireAll')}
        description={t('catalogAdmin.samples.confirm', { list })}
        confirmLabel={t('catalogAdmin.samples.retireAll')}
        required
        requiredMessage={t('catalogAdmin.samples.reasonRequired')}
        onClose={() => setConfirming(false)}
        onConfirm={(reason) => {
          retire.mutate(reason);
          setConfirming(false);
        }}
      />
    </Alert>
  );
}
