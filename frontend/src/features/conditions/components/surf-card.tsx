import { Badge, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { surfQueryOptions } from '../api/conditions.ts';
import { surfBadgeColor } from '../surf-alert.ts';
import { useT } from '../../../i18n/use-t.ts';
import {
  notReported,
  useCompassPoint,
  useSurfHeight,
  useSwellText,
  useTemperature,
  useUpdatedAgo,
} from '../live-texts.ts';
import { Fact, LiveCard, LiveCardLoading, LiveCardUnavailable } from './live-card.tsx';
import { useAfterFirstPaint } from '../../../lib/use-after-first-paint.ts';

export function SurfCard() {
  const surf = useQuery({ ...surfQueryOptions(), enabled: useAfterFirstPaint() });
  const t = useT();
  const updatedAgo = useUpdatedAgo();
  const surfHeight = useSurfHeight();
  const swellText = useSwellText();
  const temperature = useTemperature();
  const compassPoint = useCompassPoint();
  return (
    <LiveCard title={t('live.surf')} testId="surf-card">
      {surf.isPending && surf.failureCount === 0 ? (
        <LiveCardLoading text={t('live.surfLoading')} />
      ) : !surf.data ? (
        <LiveCardUnavailable text={t('live.surfUnavailable')} />
      ) : (
        <>
          <Group gap="sm" align="baseline">
            <Text fz={34} fw={800} lh={1}>
              {surfHeight(surf.data.heightMinFt, surf.data.heightMaxFt)}
            </Text>
            <Badge color={surfBadgeColor(surf.data.quality)} autoContrast>
              {t('live.quality', { quality: surf.data.quality.replaceAll(' ', '') })}
            </Badge>
          </Group>
          <Fact label={t('live.swell')} value={swellText(surf.data.swell)} />
          <Fact label={t('live.tide')} value={notReported(surf.data.tide, t)} />
          <Fact label={t('live.visibility')} value={notReported(surf.data.visibility, t)} />
          <Fact
            label={t('live.wind')}
            value={
              surf.data.windSpeed === null
                ? '—'
                : t('live.windValue', {
                    direction: surf.data.windDirection ? compassPoint(surf.data.windDirection) : 'none',
                    mph: surf.data.windSpeed,
                  })
            }
          />
          <Fact
            label={t('live.waterTemperature')}
            value={surf.data.temperature === null ? '—' : temperature(surf.data.temperature)}
          />
          <Text fz="xs" c="dimmed" mt="auto">
            {t('live.surfSource', {
              buoy: /\d{5}/.exec(surf.data.dataSource)?.[0] ?? surf.data.dataSource,
            })}{' '}
            · {updatedAgo(surf.data.ageMinutes)}
          </Text>
        </>
      )}
    </LiveCard>
  );
}
