import { Badge, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { surfQueryOptions } from '../api/conditions.ts';
import { surfBadgeColor } from '../surf-alert.ts';
import { minutesSinceUpdate } from '../weather-severity.ts';
import { Fact, LiveCard, LiveCardLoading, LiveCardUnavailable } from './live-card.tsx';

export function SurfCard() {
  const surf = useQuery(surfQueryOptions());
  return (
    <LiveCard title="Surf" testId="surf-card">
      {surf.isPending && surf.failureCount === 0 ? (
        <LiveCardLoading text="Loading surf..." />
      ) : !surf.data ? (
        <LiveCardUnavailable text="Surf data unavailable" />
      ) : (
        <>
          <Group gap="sm" align="baseline">
            <Text fz={34} fw={800} lh={1}>
              {surf.data.height}
            </Text>
            <Badge color={surfBadgeColor(surf.data.quality)} autoContrast>
              {surf.data.quality}
            </Badge>
          </Group>
          <Fact label="Swell" value={surf.data.swell} />
          <Fact label="Tide" value={surf.data.tide} />
          <Fact label="Visibility" value={surf.data.visibility} />
          <Fact
            label="Wind"
            value={
              surf.data.windSpeed === null
                ? '—'
                : `${surf.data.windDirection ?? ''} ${surf.data.windSpeed} mph`.trim()
            }
          />
          <Fact
            label="Water temperature"
            value={surf.data.temperature === null ? '—' : `${surf.data.temperature}°F`}
          />
          <Text fz="xs" c="dimmed" mt="auto">
            Official NOAA data ({surf.data.dataSource}) · {minutesSinceUpdate(surf.data.ageMinutes)}
          </Text>
        </>
      )}
    </LiveCard>
  );
}
