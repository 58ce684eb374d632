import {
  Affix,
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Image,
  SimpleGrid,
  Stack,
  Text,
  Title,
  Transition,
  VisuallyHidden,
} from '@mantine/core';
import { useWindowScroll } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { ButtonLink } from '../../../components/router-links.tsx';
import { apiFetch } from '../../../lib/api-fetch.ts';
import { alertsQueryOptions } from '../../conditions/api/conditions.ts';

export const ABOUT_STATS = [
  { value: '7 miles', label: 'of surf' },
  { value: '2 million+', label: 'visitors a year' },
  { value: '2 lane', label: 'highway' },
] as const;

export function AboutStats() {
  return (
    <Stack gap="lg">
      <Text maw={720}>
        From Haleiwa town to Turtle Bay, the North Shore is a string of legendary surf breaks, quiet coves and
        family-run food spots along one country road.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {ABOUT_STATS.map((stat) => (
          <Card key={stat.label} padding="lg" ta="center">
            <Text fz={34} fw={800} c="ocean.8">
              {stat.value}
            </Text>
            <Text c="dimmed">{stat.label}</Text>
          </Card>
        ))}
      </SimpleGrid>
      <Group gap="sm">
        <ButtonLink to="/local-tips" variant="light">
          Local Tips
        </ButtonLink>
        <ButtonLink to="/shop" variant="light">
          Shop North Shore
        </ButtonLink>
      </Group>
    </Stack>
  );
}

const GALLERY = [
  { src: '/images/gallery/1.svg', alt: 'Surfers waiting for a set at sunrise' },
  { src: '/images/gallery/2.svg', alt: 'A green sea turtle resting on the sand' },
  { src: '/images/gallery/3.svg', alt: 'Haleiwa town with shave ice stands' },
  { src: '/images/gallery/4.svg', alt: 'Sunset over the Waianae range' },
];

export function Gallery() {
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm" data-testid="gallery">
      {GALLERY.map((image) => (
        <Image key={image.src} src={image.src} alt={image.alt} radius="md" h={160} loading="lazy" />
      ))}
    </SimpleGrid>
  );
}

export function BoardHubTeaser() {
  return (
    <Card padding="xl">
      <Stack gap="sm">
        <Text>
          Buy, sell or rent a surfboard from locals and visitors: the North Shore&apos;s board marketplace.
        </Text>
        <Group>
          <Button component="a" href="/board-hub">
            Browse Boards
          </Button>
          <Button component="a" href="/board-hub" variant="light">
            Create Listing
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

interface EcoCategory {
  id: number;
  name: string;
  activeChallenges: number;
  maxPoints: number;
}

/** Shown until the eco catalog answers (and if it cannot). */
const DEFAULT_ECO = [
  { id: 1, name: 'Ocean Protection', activeChallenges: 5, maxPoints: 50 },
  { id: 2, name: 'Wildlife Protection', activeChallenges: 3, maxPoints: 75 },
  { id: 3, name: 'Sustainable Living', activeChallenges: 4, maxPoints: 60 },
];

export function EcoTeaser() {
  const categories = useQuery({
    queryKey: ['eco', 'categories'],
    queryFn: () => apiFetch<EcoCategory[]>('/api/eco/categories'),
    retry: false,
  });
  const cards = categories.data?.length ? categories.data : DEFAULT_ECO;
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {cards.map((category) => (
          <Card key={category.id} padding="lg">
            <Title order={3} fz="md">
              {category.name}
            </Title>
            <Text fz="sm" c="dimmed">
              {category.activeChallenges} active challenges · up to {category.maxPoints} points
            </Text>
          </Card>
        ))}
      </SimpleGrid>
      <Anchor href="/eco-challenges" fw={700}>
        Start an eco-challenge
      </Anchor>
    </Stack>
  );
}

export function NotificationTeaser() {
  return (
    <Card padding="xl" bg="ocean.0" c="dark.7">
      <Stack gap="sm">
        <Title order={2} fz="h3" c="dark.7">
          Get Surf, Weather and Traffic Alerts
        </Title>
        <Text>Push alerts when the surf is up, a storm rolls in or Kam Highway backs up.</Text>
        <Group>
          <Button component="a" href="/notifications">
            Enable Alerts
          </Button>
          <Button component="a" href="/notifications" variant="white">
            Learn More<VisuallyHidden> about alerts</VisuallyHidden>
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

export function AlertsBanner() {
  const alerts = useQuery(alertsQueryOptions());
  const active = alerts.data?.alerts ?? [];
  if (active.length === 0) return null;
  return (
    <Stack gap={0} data-testid="alerts-banner">
      {active.map((alert) => (
        <Alert key={alert.id} color="red" radius={0} title={alert.event}>
          <Group gap="xs">
            <Badge color="red.9">{alert.severity}</Badge>
            <Text fz="sm">{alert.headline}</Text>
          </Group>
        </Alert>
      ))}
    </Stack>
  );
}

export function ReturnToTop() {
  const [scroll, scrollTo] = useWindowScroll();
  return (
    <Affix position={{ bottom: 20, right: 20 }} data-floating-action>
      <Transition transition="slide-up" mounted={scroll.y > 400}>
        {(styles) => (
          <Button style={styles} radius="xl" variant="filled" onClick={() => scrollTo({ y: 0 })}>
            Return to top
          </Button>
        )}
      </Transition>
    </Affix>
  );
}
