import { SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ButtonLink } from '../../../components/router-links.tsx';
import { useT } from '../../../i18n/use-t.ts';
import { useAfterFirstPaint } from '../../../lib/use-after-first-paint.ts';
import { featuredEventsQueryOptions } from '../api/calendar.ts';
import { EventCard } from './event-card.tsx';

/**
 * The events an admin featured, for the foot of the home page: asked for once the first screen has been
 * painted, so that screen never waits for them, and settled long before anyone scrolls down to them (a
 * section that grew under a visitor's finger would move the footer's links as they tap).
 */
export default function FeaturedEvents() {
  const t = useT();
  const featured = useQuery({ ...featuredEventsQueryOptions(), enabled: useAfterFirstPaint() });
  return (
    <Stack gap="md" data-testid="featured-events">
      {!featured.data ? (
        <Skeleton height={120} />
      ) : featured.data.length > 0 ? (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
          {featured.data.map((entry) => (
            <EventCard key={entry.event.id} entry={entry} />
          ))}
        </SimpleGrid>
      ) : (
        <Text c="dimmed">{t('home.events.none')}</Text>
      )}
      <ButtonLink to="/events" variant="light" w="fit-content">
        {t('home.events.calendar')}
      </ButtonLink>
    </Stack>
  );
}
