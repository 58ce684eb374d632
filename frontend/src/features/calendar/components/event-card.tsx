import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { MapPinIcon } from '../../../components/icons.tsx';
import { AnchorLink } from '../../../components/router-links.tsx';
import { SampleBadge } from '../../../components/sample-badge.tsx';
import { useLocale, useT } from '../../../i18n/use-t.ts';
import type { CalendarEntry } from '../api/calendar.ts';
import { OccurrenceTime } from './occurrence-time.tsx';

/** One occurrence in a list: the event's title (in the organiser's language), time, place and category. */
export function EventCard({ entry }: { entry: CalendarEntry }) {
  const t = useT();
  const { event } = entry;
  return (
    <Card padding="md" withBorder data-testid="calendar-entry">
      <Stack gap={6}>
        {(event.featured || event.sample) && (
          <Group gap={4}>
            {event.featured && (
              <Badge color="ocean" size="sm">
                {t('calendar.featured')}
              </Badge>
            )}
            {event.sample && <SampleBadge />}
          </Group>
        )}
        <AnchorLink
          to="/events/$id"
          params={{ id: event.id }}
          fw={700}
          lang={event.locale}
          style={{ overflowWrap: 'anywhere' }}
        >
          {event.title}
        </AnchorLink>
        <OccurrenceTime event={event} occurrence={entry} />
        <Group gap={4} c="dimmed" wrap="nowrap">
          <MapPinIcon size={14} />
          <Text fz="sm" lang={event.locale} truncate>
            {event.location}
          </Text>
        </Group>
        <Group gap={6}>
          <Badge variant="light" color="ocean" size="sm" tt="none">
            {t('calendar.category', { category: event.category })}
          </Badge>
          {event.cost && (
            <Text fz="xs" c="dimmed" lang={event.locale}>
              {event.cost}
            </Text>
          )}
        </Group>
      </Stack>
    </Card>
  );
}

/** The date heading of a list's day. */
export function DayHeading({ date }: { date: string }) {
  const locale = useLocale();
  return (
    <Text component="h2" fw={700} fz="md" mt="sm">
      <time dateTime={date}>
        {new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' }).format(
          new Date(`${date}T00:00:00Z`),
        )}
      </time>
    </Text>
  );
}
