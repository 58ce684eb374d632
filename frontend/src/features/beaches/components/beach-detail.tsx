import {
  Anchor,
  Button,
  Card,
  Container,
  Grid,
  Group,
  List,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { MapPinIcon } from '../../../components/icons.tsx';
import { AnchorLink, ButtonLink } from '../../../components/router-links.tsx';
import { AdSlot } from '../../ads/components/ad-slot.tsx';
import { SurfCard } from '../../conditions/components/surf-card.tsx';
import { SurfOutlook } from '../../conditions/components/surf-outlook.tsx';
import { WeatherCard } from '../../conditions/components/weather-card.tsx';
import { AlertsBanner } from '../../home/components/home-extras.tsx';
import { useLiveUpdates } from '../../live/use-live-updates.ts';
import { usePushNotifications } from '../../notifications/use-push-notifications.ts';
import { ReviewSection } from '../../reviews/components/review-section.tsx';
import { beachesQueryOptions, beachQueryOptions, type Beach } from '../api/beaches.ts';
import { directionsUrl, formatMiles, nearbyBeaches } from '../geo.ts';
import { feetToMetres } from '@nsg/domain/conditions/surf-rules.ts';
import { useT } from '../../../i18n/use-t.ts';
import { hazardAt } from '../hazard.ts';
import { HazardBadge, HazardReasons } from './beach-hazard.tsx';
import { BeachImage } from './beach-image.tsx';

export const BEACH_SAFETY_TIPS = [
  'Always swim near a lifeguard tower (lifeguards are on duty 9am to 5:30pm).',
  'Check the surf conditions and warning flags before entering the water.',
  'Never turn your back on the ocean.',
  'Use reef-safe sunscreen SPF 30+ and seek shade from 10am to 2pm.',
  'If caught in a rip current, swim parallel to the shore.',
];

export function BeachDetail({ id }: { id: number }) {
  const { data: beach } = useSuspenseQuery(beachQueryOptions(id));
  useLiveUpdates();

  useEffect(() => window.scrollTo({ top: 0 }), [id]);

  return (
    <>
      <AlertsBanner />
      <Container size="lg" py="xl">
        <ButtonLink to="/" variant="subtle" px={0}>
          Back to Home
        </ButtonLink>
        <Card padding={0} mt="md">
          <BeachImage beach={beach} h={{ base: 220, md: 380 }} priority />
        </Card>
        <Grid gap="xl" mt="xl">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="xl">
              <Stack gap="xs">
                <Group gap="sm">
                  <Title order={1}>{beach.name}</Title>
                  <HazardBadge level={hazardAt(beach.hazard, new Date()).level} size="lg" />
                </Group>
                <Group gap={6} c="dimmed">
                  <MapPinIcon size={16} />
                  <Text fz="sm">{beach.location}</Text>
                </Group>
              </Stack>
              <HazardPanel beach={beach} />
              <Text>{beach.description}</Text>
              <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
                {beach.typicalSurf && <Fact label="Typical in winter" value={beach.typicalSurf.winter} />}
                {beach.typicalSurf && <Fact label="Typical in summer" value={beach.typicalSurf.summer} />}
                <Fact label="Lifeguards" value={beach.hasLifeguards ? 'Present' : 'None'} />
                <Fact label="Parking" value={beach.hasParking} />
                <Fact label="Best for" value={beach.bestFor} />
              </SimpleGrid>
              <Stack gap="sm">
                <Title order={2} fz="h3">
                  Current Conditions
                </Title>
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                  <WeatherCard />
                  <SurfCard />
                </SimpleGrid>
                <SurfOutlook />
              </Stack>
              <Stack gap="sm">
                <Title order={2} fz="h3">
                  Safety Tips
                </Title>
                <List spacing={4}>
                  {BEACH_SAFETY_TIPS.map((tip) => (
                    <List.Item key={tip}>{tip}</List.Item>
                  ))}
                </List>
              </Stack>
              <ReviewSection
                target={{ type: 'beach', targetId: beach.id }}
                targetName={beach.name}
                title="Reviews"
              />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="lg">
              <NearbyBeaches beach={beach} />
              <AdSlot position="sidebar" beachSlot="activity" />
              <AdSlot position="sidebar" beachSlot="accommodation" />
              <AdSlot position="sidebar" beachSlot="shop" />
            </Stack>
          </Grid.Col>
        </Grid>
      </Container>
    </>
  );
}

/** The three nearest beaches, as links with their distance and today's rating. */
function NearbyBeaches({ beach }: { beach: Beach }) {
  const all = useQuery(beachesQueryOptions());
  const nearest = nearbyBeaches(beach, all.data ?? []);
  const directions = directionsUrl(beach);
  const now = new Date();
  return (
    <Card padding="lg">
      {directions && (
        <Anchor href={directions} target="_blank" rel="noopener noreferrer" fw={600} display="block" mb="md">
          Directions to {beach.name} (Google Maps)
        </Anchor>
      )}
      <Title order={2} fz="h4" mb="sm">
        Nearby Beaches
      </Title>
      <Stack gap="xs" data-testid="nearby-beaches">
        {nearest.map(({ beach: nearby, meters }) => (
          <Group key={nearby.id} justify="space-between" wrap="nowrap">
            <AnchorLink to="/beach/$id" params={{ id: String(nearby.id) }} fw={600}>
              {nearby.name}
            </AnchorLink>
            <Group gap={6} wrap="nowrap">
              <HazardBadge level={hazardAt(nearby.hazard, now).level} size="xs" />
              <Text fz="sm" c="dimmed">
                {formatMiles(meters)}
              </Text>
            </Group>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}

const metresOf = (feet: number) => Math.round(feetToMetres(feet) * 10) / 10;

/** Today's rating: what it means, why, from which sources and how old, and how this beach is rated. */
function HazardPanel({ beach }: { beach: Beach }) {
  const t = useT();
  const { hazard, exposure } = beach;
  const level = hazardAt(hazard, new Date()).level;
  return (
    <Card padding="lg" withBorder data-testid="hazard-panel">
      <Stack gap="sm">
        <Group gap="sm">
          <Title order={2} fz="h3">
            {t('hazard.panelTitle')}
          </Title>
          <HazardBadge level={level} />
        </Group>
        <Text fw={600}>{t(`hazard.meaning.${level}`)}</Text>
        <HazardReasons hazard={hazard} now={new Date()} />
        {exposure && (
          <Text fz="xs" c="dimmed">
            {t('hazard.howWeRate', {
              fromDeg: exposure.swellWindow.fromDeg,
              toDeg: exposure.swellWindow.toDeg,
              highFt: exposure.highFaceFt,
              highM: metresOf(exposure.highFaceFt),
              extremeFt: exposure.extremeFaceFt,
              extremeM: metresOf(exposure.extremeFaceFt),
            })}{' '}
            {exposure.source}.
          </Text>
        )}
        <Group gap="sm">
          <FollowBeachButton beachId={beach.id} />
          <AnchorLink to="/notifications" fz="sm">
            Alert settings
          </AnchorLink>
        </Group>
      </Stack>
    </Card>
  );
}

/** Following a beach sends a push alert when its rating rises to High or Extreme (once per rise). */
function FollowBeachButton({ beachId }: { beachId: number }) {
  const push = usePushNotifications();
  const following = push.settings.followedBeachIds.includes(beachId);
  const toggle = () =>
    void push.changeSettings({
      ...push.settings,
      followedBeachIds: following
        ? push.settings.followedBeachIds.filter((id) => id !== beachId)
        : [...push.settings.followedBeachIds, beachId],
    });
  return (
    <Stack gap={2}>
      <Button variant={following ? 'light' : 'filled'} size="xs" onClick={toggle} aria-pressed={following}>
        {following ? 'Following this beach' : 'Follow this beach'}
      </Button>
      {following && !push.subscribed && (
        <Text fz="xs" c="dimmed">
          Turn on push alerts to be told when it rises to High or Extreme.
        </Text>
      )}
    </Stack>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Card padding="sm">
      <Text fz="xs" tt="uppercase" fw={700} c="dimmed">
        {label}
      </Text>
      <Text fw={700}>{value}</Text>
    </Card>
  );
}

export function BeachDetailSkeleton() {
  return (
    <Container size="lg" py="xl" aria-busy="true">
      <VisuallyHidden role="status">Loading beach...</VisuallyHidden>
      <Skeleton height={380} radius="lg" />
      <Skeleton height={36} width="50%" mt="xl" />
      <Skeleton height={14} width="30%" mt="sm" />
      <Skeleton height={12} mt="xl" />
      <Skeleton height={12} mt="sm" />
    </Container>
  );
}

export function BeachNotFound() {
  return (
    <Container size="sm" py={96}>
      <Stack align="center" ta="center" gap="md">
        <Title order={1}>Beach Not Found</Title>
        <Text c="dimmed">Sorry, we couldn&apos;t find information about this beach.</Text>
        <ButtonLink to="/" mt="sm">
          Back to Home
        </ButtonLink>
      </Stack>
    </Container>
  );
}
