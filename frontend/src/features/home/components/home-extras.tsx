import {
  ActionIcon,
  Affix,
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
import { ArrowUpIcon } from '../../../components/icons.tsx';
import { AnchorLink, ButtonLink, upcomingPath } from '../../../components/router-links.tsx';
import { apiFetch } from '../../../lib/api-fetch.ts';
import type { MessageId } from '@nsg/domain/i18n/messages/en.ts';
import { useT } from '../../../i18n/use-t.ts';

export const ABOUT_STATS = [
  { value: 'home.stats.milesValue', label: 'home.stats.miles' },
  { value: 'home.stats.visitorsValue', label: 'home.stats.visitors' },
  { value: 'home.stats.laneValue', label: 'home.stats.lane' },
] as const;

export function AboutStats() {
  const t = useT();
  return (
    <Stack gap="lg">
      <Text maw={720}>{t('home.about')}</Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {ABOUT_STATS.map((stat) => (
          <Card key={stat.label} padding="lg" ta="center">
            <Text fz={34} fw={800} c="ocean.8">
              {t(stat.value)}
            </Text>
            <Text c="dimmed">{t(stat.label)}</Text>
          </Card>
        ))}
      </SimpleGrid>
      <Group gap="sm">
        <ButtonLink to="/local-tips" variant="light">
          {t('home.localTips')}
        </ButtonLink>
        <ButtonLink to="/shop" variant="light">
          {t('home.shop')}
        </ButtonLink>
      </Group>
    </Stack>
  );
}

const GALLERY = [
  { src: '/images/gallery/1.svg', alt: 'home.gallery.surfers' },
  { src: '/images/gallery/2.svg', alt: 'home.gallery.turtle' },
  { src: '/images/gallery/3.svg', alt: 'home.gallery.haleiwa' },
  { src: '/images/gallery/4.svg', alt: 'home.gallery.sunset' },
] as const;

export function Gallery() {
  const t = useT();
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm" data-testid="gallery">
      {GALLERY.map((image) => (
        <Image key={image.src} src={image.src} alt={t(image.alt)} radius="md" h={160} loading="lazy" />
      ))}
    </SimpleGrid>
  );
}

export function BoardHubTeaser() {
  const t = useT();
  return (
    <Card padding="xl">
      <Stack gap="sm">
        <Text>{t('home.boardHub.text')}</Text>
        <Group>
          <ButtonLink to="/board-hub">{t('home.boardHub.browse')}</ButtonLink>
          <ButtonLink to="/board-hub" variant="light">
            {t('home.boardHub.create')}
          </ButtonLink>
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

const ECO_CATEGORY_NAMES: Record<string, MessageId> = {
  'Ocean Protection': 'eco.category.ocean',
  'Wildlife Protection': 'eco.category.wildlife',
  'Sustainable Living': 'eco.category.living',
};

/** The seed's category names in the visitor's language; a category added later keeps its own name. */
function useEcoCategoryName() {
  const t = useT();
  return (name: string) => (ECO_CATEGORY_NAMES[name] ? t(ECO_CATEGORY_NAMES[name]) : name);
}

export function EcoTeaser() {
  const categories = useQuery({
    queryKey: ['eco', 'categories'],
    queryFn: () => apiFetch<EcoCategory[]>('/api/eco/categories'),
    retry: false,
  });
  const t = useT();
  const categoryName = useEcoCategoryName();
  const cards = categories.data?.length ? categories.data : DEFAULT_ECO;
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {cards.map((category) => (
          <Card key={category.id} padding="lg">
            <Title order={3} fz="md">
              {categoryName(category.name)}
            </Title>
            <Text fz="sm" c="dimmed">
              {t('home.eco.summary', { count: category.activeChallenges, points: category.maxPoints })}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
      <AnchorLink to={upcomingPath('/eco-challenges')} fw={700}>
        {t('home.eco.start')}
      </AnchorLink>
    </Stack>
  );
}

export function NotificationTeaser() {
  const t = useT();
  return (
    <Card padding="xl" bg="ocean.0" c="dark.7">
      <Stack gap="sm">
        <Title order={2} fz="h3" c="dark.7">
          {t('home.alerts.title')}
        </Title>
        <Text>{t('home.alerts.text')}</Text>
        <Group>
          <ButtonLink to={upcomingPath('/notifications')}>{t('home.alerts.enable')}</ButtonLink>
          <ButtonLink to={upcomingPath('/notifications')} variant="white">
            {t('home.alerts.learnMore')}
            <VisuallyHidden>{t('home.alerts.learnMoreHidden')}</VisuallyHidden>
          </ButtonLink>
        </Group>
      </Stack>
    </Card>
  );
}

/**
 * On phones the button is a round arrow in the corner: with its label it reached the middle of the screen,
 * where full-width controls (the quiz's answers) have their centre.
 */
export function ReturnToTop() {
  const t = useT();
  const [scroll, scrollTo] = useWindowScroll();
  const toTop = () => scrollTo({ y: 0 });
  return (
    <Affix position={{ bottom: 20, right: 20 }} data-floating-action>
      <Transition transition="slide-up" mounted={scroll.y > 400}>
        {(styles) => (
          <div style={styles}>
            <Button radius="xl" variant="filled" onClick={toTop} visibleFrom="sm">
              {t('home.returnToTop')}
            </Button>
            <ActionIcon
              radius="xl"
              size={42}
              onClick={toTop}
              hiddenFrom="sm"
              aria-label={t('home.returnToTop')}
            >
              <ArrowUpIcon size={22} />
            </ActionIcon>
          </div>
        )}
      </Transition>
    </Affix>
  );
}
