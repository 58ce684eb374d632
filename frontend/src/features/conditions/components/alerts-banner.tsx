import { Alert, Badge, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useT } from '../../../i18n/use-t.ts';
import { useAfterFirstPaint } from '../../../lib/use-after-first-paint.ts';
import { alertsQueryOptions } from '../api/conditions.ts';
import { AlertEnds, NwsWords } from './official-alert.tsx';

/** The official alerts in force, one banner each, at the top of the home and beach pages. */
export function AlertsBanner() {
  const t = useT();
  const alerts = useQuery({ ...alertsQueryOptions(), enabled: useAfterFirstPaint() });
  const active = alerts.data?.alerts ?? [];
  if (active.length === 0) return null;
  return (
    <Stack gap={0} data-testid="alerts-banner">
      {active.map((alert) => (
        <Alert
          key={alert.id}
          color="red"
          radius={0}
          title={t('alerts.event', { event: alert.event.replaceAll(' ', ''), eventName: alert.event })}
        >
          <Stack gap={6}>
            <Group gap="xs">
              <Badge color="red.9">{t('alerts.severity', { severity: alert.severity })}</Badge>
              <AlertEnds expires={alert.expires} />
            </Group>
            <NwsWords alert={alert} />
            {/* NWS writes its headlines in English: other languages say whose alert it is. */}
            <Text fz="xs">{t('alerts.headline', { headline: alert.headline })}</Text>
          </Stack>
        </Alert>
      ))}
    </Stack>
  );
}
