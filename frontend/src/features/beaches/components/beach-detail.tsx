import {
  Badge,
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
import { ButtonLink } from '../../../components/router-links.tsx';
import { AdSlot } from '../../ads/components/ad-slot.tsx';
import { surfQueryOptions } from '../../conditions/api/conditions.ts';
import { SurfCard } from '../../conditions/components/surf-card.tsx';
import { WeatherCard } from '../../conditions/components/weather-card.tsx';
import { surfBadgeColor } from '../../conditions/surf-alert.ts';
import { ReviewSection } from '../../reviews/components/review-section.tsx';
import { beachQueryOptions, withLiveSurf } from '../api/beaches.ts';
import { BeachImage } from './beach-image.tsx';

export const BEACH_SAFETY_TIPS = [
  'Always swim near a lifeguard tower (lifeguards are on duty 9am to 5:30pm).',
  'Check the surf conditions and warning flags before entering the water.',
  'Never turn your back on the ocean.',
  'Use reef-safe sunscreen SPF 30+ and seek shade from 10am to 2pm.',
  'If caught in a rip current, swim parallel to the shore.',
];

export const NEARBY_BEACHES = [
  { name: 'Sunset Beach', distance: '2.5 miles' },
  { name: 'Waimea Bay', distance: '4.7 miles' },
  { name: 'Sharks Cove', distance: '1.8 miles' },
];

export function BeachDetail({ id }: { id: number }) {
  const { data: stored } = useSuspenseQuery(beachQueryOptions(id));
  const surf = useQuery(surfQueryOptions('list'));
  const beach = withLiveSurf(stored, surf.data);

  useEffect(() => window.scrollTo({ top: 0 }), [id]);

  return (
    <Container size="lg" py="xl">
      <ButtonLink to="/" variant="subtle" px={0}>
        Back to Home
      </ButtonLink>
      <Card padding={0} mt="md">
        <BeachImage beach={beach} h={{ base: 220, md: 380 }} />
      </Card>
      <Grid gap="xl" mt="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="xl">
            <Stack gap="xs">
              <Group gap="sm">
                <Title order={1}>{beach.name}</Title>
                <Badge
                  color={surfBadgeColor(beach.surfStatus)}
                  autoContrast
                  size="lg"
                  data-testid="surf-status"
                >
                  {beach.surfStatus}
                </Badge>
              </Group>
              <Group gap={6} c="dimmed">
                <MapPinIcon size={16} />
                <Text fz="sm">{beach.location}</Text>
              </Group>
            </Stack>
            <Text>{beach.description}</Text>
            <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
              <Fact label="Current surf" value={beach.surfHeight} />
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
            <Card padding="lg">
              <Title order={2} fz="h4" mb="sm">
                Nearby Beaches
              </Title>
              <Stack gap="xs">
                {NEARBY_BEACHES.map((nearby) => (
                  <Group key={nearby.name} justify="space-between">
                    <Text fw={600}>{nearby.name}</Text>
                    <Text fz="sm" c="dimmed">
                      {nearby.distance}
                    </Text>
                  </Group>
                ))}
              </Stack>
            </Card>
            <AdSlot businessType="activity" />
            <AdSlot businessType="accommodation" />
            <AdSlot businessType="shop" />
          </Stack>
        </Grid.Col>
      </Grid>
    </Container>
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
