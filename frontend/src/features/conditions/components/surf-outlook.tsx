import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ageIn } from '@nsg/domain/conditions/hazard-text.ts';
import { useT } from '../../../i18n/use-t.ts';
import { surfOutlookQueryOptions } from '../api/conditions.ts';
import { useAfterFirstPaint } from '../../../lib/use-after-first-paint.ts';
import { SurfOutlookPeriods } from './surf-outlook-periods.tsx';

/** The official north-shore forecast, as the NWS wrote it, with its issue time and age. */
export function SurfOutlook() {
  const painted = useAfterFirstPaint();
  const outlook = useQuery({ ...surfOutlookQueryOptions(), enabled: painted });
  const t = useT();
  return (
    <Card padding="lg" data-testid="surf-outlook">
      <Stack gap="sm">
        <Title order={2} fz="h3">
          {t('outlook.title')}
        </Title>
        {outlook.isPending && outlook.failureCount === 0 ? (
          <Text c="dimmed">{t('outlook.loading')}</Text>
        ) : !outlook.data ? (
          <Text c="dimmed">{t('outlook.unavailable')}</Text>
        ) : (
          <>
            <SurfOutlookPeriods periods={outlook.data.northShore} />
            {outlook.data.outlook && (
              <Text fz="sm" lang="en">
                {outlook.data.outlook}
              </Text>
            )}
            <Group gap={4}>
              <Text fz="xs" c="dimmed">
                {t('outlook.issued', {
                  source: outlook.data.source,
                  issuedText: outlook.data.issuedText,
                  issuedAt: new Date(outlook.data.issuedAt),
                  age: ageIn(t, outlook.data.issuedAt, new Date()),
                })}
              </Text>
            </Group>
          </>
        )}
      </Stack>
    </Card>
  );
}
