import { Badge, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ageIn } from '@nsg/domain/conditions/hazard-text.ts';
import { surfQueryOptions, type Surf } from '../api/conditions.ts';
import { surfBadgeColor } from '../surf-alert.ts';
import { useT } from '../../../i18n/use-t.ts';
import {
  notReported,
  useCompassPoint,
  useSurfHeight,
  useSwellText,
  useTemperature,
  useUpdatedAgo,
} from '../../../lib/live-texts.ts';
import { Fact, LiveCard, LiveCardLoading, LiveCardUnavailable } from './live-card.tsx';
import { useAfterFirstPaint } from '../../../lib/use-after-first-paint.ts';
import type { Beach } from '../../../lib/beaches/beaches-api.ts';
import { beachFaceAt } from '../../../lib/beaches/hazard.ts';
import { useMinuteClock } from '../../../lib/use-minute-clock.ts';

const buoyOf = (surf: Surf) => /\d{5}/.exec(surf.dataSource)?.[0] ?? surf.dataSource;

/**
 * The surf from the buoy. On a beach page the beach's own figure comes first, the one its hazard panel
 * gives; the buoy's figure is for the open coast and says so.
 */
export function SurfCard({ beach }: { beach?: Beach }) {
  const surf = useQuery({ ...surfQueryOptions(), enabled: useAfterFirstPaint() });
  const t = useT();
  const updatedAgo = useUpdatedAgo();
  const swellText = useSwellText();
  const temperature = useTemperature();
  const compassPoint = useCompassPoint();
  return (
    <LiveCard title={t('live.surf')} testId="surf-card">
      {beach && <BeachFace beach={beach} surf={surf.data} />}
      {surf.isPending && surf.failureCount === 0 ? (
        <LiveCardLoading text={t('live.surfLoading')} />
      ) : !surf.data ? (
        <LiveCardUnavailable text={t('live.surfUnavailable')} />
      ) : (
        <>
          <CoastWide surf={surf.data} compact={beach !== undefined} />
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
            {t('live.surfSource', { buoy: buoyOf(surf.data) })} · {updatedAgo(surf.data.ageMinutes)}
          </Text>
        </>
      )}
    </LiveCard>
  );
}

/** The beach's own breaking face; its reading's age only when it is not the reading the card shows. */
function BeachFace({ beach, surf }: { beach: Beach; surf: Surf | undefined }) {
  const t = useT();
  const now = useMinuteClock();
  const face = beachFaceAt(beach.hazard, now);
  if (!face) return null;
  const sameReading =
    surf !== undefined && new Date(surf.updatedAt).getTime() === new Date(face.observedAt).getTime();
  return (
    <Stack gap={2} data-testid="beach-face">
      <Text fz="xs" fw={700} c="dimmed">
        {t('ocean.beachFace.title', { name: beach.name })}
      </Text>
      <Text fz={34} fw={800} lh={1}>
        {t('ocean.beachFace.value', { faceFt: face.faceFt, faceM: face.faceM })}
      </Text>
      <Text fz="sm">{t('ocean.beachFace.how', { headOn: face.headOn ? 'yes' : 'no' })}</Text>
      {!sameReading && (
        <Text fz="xs" c="dimmed">
          {t('ocean.beachFace.reading', { age: ageIn(t, face.observedAt, now) })}
        </Text>
      )}
    </Stack>
  );
}

/** The buoy's face range for the open north shore, labelled as coast-wide with its buoy. */
function CoastWide({ surf, compact }: { surf: Surf; compact: boolean }) {
  const t = useT();
  const surfHeight = useSurfHeight();
  return (
    <Stack gap={2} data-testid="coast-wide">
      <Text fz="xs" c="dimmed">
        {t('ocean.coastWide', { source: t('hazard.source.ndbc', { buoy: buoyOf(surf) }) })}
      </Text>
      <Group gap="sm" align="baseline">
        <Text fz={compact ? 22 : 34} fw={800} lh={1}>
          {surfHeight(surf.heightMinFt, surf.heightMaxFt)}
        </Text>
        <Badge color={surfBadgeColor(surf.quality)} autoContrast>
          {t('live.quality', { quality: surf.quality.replaceAll(' ', '') })}
        </Badge>
      </Group>
    </Stack>
  );
}
