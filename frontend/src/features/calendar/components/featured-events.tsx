import { SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ButtonLink } from '../../../components/router-links.tsx';
import { useT } from '../../../i18n/use-t.ts';
import { useNearViewport } from '../../../lib/use-near-viewport.ts';
import { featuredEventsQueryOptions } from '../api/calendar.ts';
import { EventCard } from './event-card.tsx';

/**
 * The events an admin featured, for the home page: asked for only once the section nears the screen, so
 * the first screen neither waits for it nor moves when it arrives.
 */
export default function FeaturedEvents() {
  const t = useT();
  const { ref, near } = useNearViewport<HTMLDivElement>();
  const featured = useQuery({ ...featuredEventsQueryOptions(), enabled: near });
  return (
    <Stack gap="md" ref={ref} data-testid="featured-events">
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
