import { Badge, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { weatherQueryOptions } from '../api/conditions.ts';
import { weatherSeverity } from '../weather-severity.ts';
import { useLocale, useT } from '../../../i18n/use-t.ts';
import { conditionText, useCompassPoint, useTemperature, useUpdatedAgo } from '../../../lib/live-texts.ts';
import { Fact, LiveCard, LiveCardLoading, LiveCardUnavailable } from './live-card.tsx';
import { useAfterFirstPaint } from '../../../lib/use-after-first-paint.ts';

const SEVERITY_COLORS = { low: '#2f7a3a', medium: 'orange.6', high: 'red.9' } as const;

export function WeatherCard() {
  const weather = useQuery({ ...weatherQueryOptions(), enabled: useAfterFirstPaint() });
  const t = useT();
  const locale = useLocale();
  const updatedAgo = useUpdatedAgo();
  const temperature = useTemperature();
  const compassPoint = useCompassPoint();
  return (
    <LiveCard title={t('live.weather')} testId="weather-card">
      {weather.isPending && weather.failureCount === 0 ? (
        <LiveCardLoading text={t('live.weatherLoading')} />
      ) : !weather.data ? (
        <LiveCardUnavailable text={t('live.weatherUnavailable')} />
      ) : (
        <>
          <Group gap="sm" align="baseline">
            <Text fz={40} fw={800} lh={1}>
              {temperature(weather.data.temperature)}
            </Text>
            <Text fw={600}>{conditionText(weather.data.condition, locale)}</Text>
          </Group>
          <Fact label={t('live.humidity')} value={`${weather.data.humidity}%`} />
          {weather.data.windSpeed !== null && (
            <Fact
              label={t('live.wind')}
              value={t('live.windValue', {
                direction: weather.data.windDirection ? compassPoint(weather.data.windDirection) : 'none',
                mph: weather.data.windSpeed,
              })}
            />
          )}
          <Group gap="xs">
            <Badge
              autoContrast
              color={SEVERITY_COLORS[weatherSeverity(weather.data.condition, weather.data.windSpeed)]}
            >
              {t('live.severity', { level: weatherSeverity(weather.data.condition, weather.data.windSpeed) })}
            </Badge>
          </Group>
          <Text fz="xs" c="dimmed" mt="auto">
            {updatedAgo(weather.data.ageMinutes)}
          </Text>
        </>
      )}
    </LiveCard>
  );
}
