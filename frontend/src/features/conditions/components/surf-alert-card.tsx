import { Alert, Badge, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { beachesQueryOptions } from '../../../lib/beaches/beaches-api.ts';
import { HazardBadge } from '../../../components/beach-hazard.tsx';
import { hazardAt } from '../../../lib/beaches/hazard.ts';
import { nearbyBeachText, nearestBeach } from '../../../lib/beaches/geo.ts';
import {
  ALERT_LOCATION_OPTIONS,
  locationErrorMessageId,
  canRetryLocation,
} from '../../../lib/geolocation/location-errors.ts';
import { useGeolocation } from '../../../lib/geolocation/use-geolocation.ts';
import { useT } from '../../../i18n/use-t.ts';
import { surfQueryOptions } from '../api/conditions.ts';
import { surfAlertTextsFor, type SurfAlertLevel } from '../surf-alert.ts';
import { AlertEnds, NwsWords } from './official-alert.tsx';

const LEVEL_COLORS: Record<SurfAlertLevel, string> = {
  normal: '#2f7a3a',
  advisory: 'orange.6',
  warning: 'red.9',
};

/** Surf alert level, hazards and advice, plus a nearby-beach message once the visitor shares a location. */
export function SurfAlertCard() {
  const t = useT();
  const surf = useQuery(surfQueryOptions('list'));
  const beaches = useQuery(beachesQueryOptions());
  const { lookup, locate } = useGeolocation(ALERT_LOCATION_OPTIONS);

  const nearest =
    lookup.status === 'found' && beaches.data ? nearestBeach(lookup.position, beaches.data) : null;
  const official = surf.data?.officialAlert ?? null;
  const alert = surf.data ? surfAlertTextsFor(surf.data.height, nearest?.beach.name, official?.event) : null;
  const nearby = nearest ? nearbyBeachText(nearest) : null;

  return (
    <Card padding="lg" data-testid="surf-alert">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} fz="lg">
            {t('surfAlert.title')}
          </Title>
          {alert && (
            <Badge autoContrast color={LEVEL_COLORS[alert.level]} size="lg" data-level={alert.level}>
              {t('surfAlert.level', { level: alert.level })}
            </Badge>
          )}
        </Group>
        {/* The API's first answer is final for now: "unavailable" shows while the retries go on behind it. */}
        {surf.isPending && surf.failureCount === 0 && <Text c="dimmed">{t('live.surfLoading')}</Text>}
        {!surf.data && surf.failureCount > 0 && <Text c="dimmed">{t('live.surfUnavailable')}</Text>}
        {alert && (
          <>
            {official ? (
              // The NWS alert in force is the title: named once, with its end and what to do.
              <Stack gap={4}>
                <Text fw={700}>
                  {t('alerts.event', {
                    event: official.event.replaceAll(' ', ''),
                    eventName: official.event,
                  })}
                </Text>
                <AlertEnds expires={official.expires} />
                <NwsWords alert={{ instruction: official.instruction, description: null }} />
              </Stack>
            ) : (
              <Text fw={700}>{t(`surfAlert.levelTitle.${alert.level}`)}</Text>
            )}
            <Text fz="sm" fw={600}>
              {t('surfAlert.hazards')}
            </Text>
            <List fz="sm" spacing={2}>
              {alert.hazards.map((hazard) => (
                <List.Item key={hazard}>{t(hazard)}</List.Item>
              ))}
            </List>
            <Text fz="sm" fw={600}>
              {t('surfAlert.recommendations')}
            </Text>
            <List fz="sm" spacing={2}>
              {alert.recommendations.map((advice) => (
                <List.Item key={advice}>{t(advice)}</List.Item>
              ))}
            </List>
          </>
        )}
        {lookup.status === 'idle' && (
          <Group gap="sm">
            <Text fz="sm" c="dimmed">
              {t('surfAlert.share')}
            </Text>
            <Button size="xs" variant="light" onClick={() => void locate()}>
              {t('surfAlert.useLocation')}
            </Button>
          </Group>
        )}
        {lookup.status === 'getting' && <Text fz="sm">{t('surfAlert.locating')}</Text>}
        {lookup.status === 'found' && (
          <Group gap="xs">
            <Text fz="sm" fw={600} data-testid="nearby-beach">
              {nearby ? t(nearby.id, nearby.values) : t('surfAlert.noBeachNear')}
            </Text>
            {nearest && <HazardBadge level={hazardAt(nearest.beach.hazard, new Date()).level} />}
          </Group>
        )}
        {lookup.status === 'error' && (
          <Alert color="red" role="alert">
            <Stack gap="xs">
              <Text fz="sm">{t(locationErrorMessageId(lookup.kind))}</Text>
              {canRetryLocation(lookup.kind) && (
                <Button size="xs" variant="light" onClick={() => void locate()}>
                  {t('surfAlert.tryAgain')}
                </Button>
              )}
            </Stack>
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
