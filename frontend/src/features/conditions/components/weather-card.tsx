import { Badge, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { weatherQueryOptions } from '../api/conditions.ts';
import { minutesSinceUpdate, weatherSeverity } from '../weather-severity.ts';
import { Fact, LiveCard, LiveCardLoading, LiveCardUnavailable } from './live-card.tsx';

const SEVERITY_COLORS = { low: '#2f7a3a', medium: 'orange.6', high: 'red.9' } as const;

export function WeatherCard() {
  const weather = useQuery(weatherQueryOptions());
  return (
    <LiveCard title="Weather" testId="weather-card">
      {weather.isPending && weather.failureCount === 0 ? (
        <LiveCardLoading text="Loading weather..." />
      ) : !weather.data ? (
        <LiveCardUnavailable text="Weather data unavailable" />
      ) : (
        <>
          <Group gap="sm" align="baseline">
            <Text fz={40} fw={800} lh={1}>
              {weather.data.temperature}°F
            </Text>
            <Text fw={600}>{weather.data.condition}</Text>
          </Group>
          <Fact label="Humidity" value={`${weather.data.humidity}%`} />
          {weather.data.windSpeed !== null && (
            <Fact
              label="Wind"
              value={`${weather.data.windDirection ?? ''} ${weather.data.windSpeed} mph`.trim()}
            />
          )}
          <Group gap="xs">
            <Badge
              autoContrast
              color={SEVERITY_COLORS[weatherSeverity(weather.data.condition, weather.data.windSpeed)]}
            >
              {weatherSeverity(weather.data.condition, weather.data.windSpeed)} severity
            </Badge>
          </Group>
          <Text fz="xs" c="dimmed" mt="auto">
            {minutesSinceUpdate(weather.data.ageMinutes)}
          </Text>
        </>
      )}
    </LiveCard>
  );
}
