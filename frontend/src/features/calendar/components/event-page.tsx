import {
  Anchor,
  Badge,
  Button,
  Card,
  Container,
  Group,
  Image,
  List,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { ArrowLeftIcon, ExternalLinkIcon, MapPinIcon } from '../../../components/icons.tsx';
import { LazyMap } from '../../../components/map/lazy-map.tsx';
import { PhraseBreaks } from '../../../components/phrase-breaks.tsx';
import { AnchorLink } from '../../../components/router-links.tsx';
import { SampleBadge } from '../../../components/sample-badge.tsx';
import { useLocale, useT } from '../../../i18n/use-t.ts';
import { calendarEventQueryOptions, eventIcsPath, type CalendarEventPage } from '../api/calendar.ts';
import { formatEventDate } from '../event-time.ts';
import { OccurrenceTime } from './occurrence-time.tsx';

/** One event: when (next dates, Hawaii time), where (with its pin on the map), and "Add to calendar". */
export function EventPage({ id }: { id: string }) {
  const t = useT();
  const { data: event } = useSuspenseQuery(calendarEventQueryOptions(id));
  const [next] = event.occurrences;
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <AnchorLink to="/events" fz="sm">
          <Group gap={4} component="span">
            <ArrowLeftIcon size={14} />
            {t('calendar.event.back')}
          </Group>
        </AnchorLink>
        <Stack gap="xs">
          <Group gap="xs">
            <Badge variant="light" color="ocean" tt="none">
              {t('calendar.category', { category: event.category })}
            </Badge>
            {event.featured && <Badge color="ocean">{t('calendar.featured')}</Badge>}
            {event.sample && <SampleBadge />}
          </Group>
          <Title order={1} lang={event.locale}>
            <PhraseBreaks lang={event.locale}>{event.title}</PhraseBreaks>
          </Title>
        </Stack>
        {event.photos[0] && (
          <Image src={event.photos[0]} alt="" radius="md" mah={360} fit="cover" loading="lazy" />
        )}
        <Card withBorder padding="lg">
          <Stack gap="sm">
            <Fact label={t('calendar.event.when')}>
              {next && <OccurrenceTime event={event} occurrence={next} />}
              {event.isRecurring && event.recurringPattern && <Repeats event={event} />}
            </Fact>
            <Fact label={t('calendar.event.where')}>
              <Text fz="sm" lang={event.locale}>
                {event.location}
              </Text>
              {event.address && (
                <Text fz="sm" c="dimmed" lang={event.locale}>
                  {event.address}
                </Text>
              )}
            </Fact>
            {event.cost && (
              <Fact label={t('calendar.event.cost')}>
                <Text fz="sm" lang={event.locale}>
                  {event.cost}
                </Text>
              </Fact>
            )}
            {event.capacity !== null && (
              <Fact label={t('calendar.event.capacity')}>
                <Text fz="sm">{t('calendar.event.capacityValue', { count: event.capacity })}</Text>
              </Fact>
            )}
            <Group gap="sm">
              <Button component="a" href={eventIcsPath(event.id)} download data-testid="add-to-calendar">
                {t('calendar.event.addToCalendar')}
              </Button>
              {event.website && (
                <Button
                  component="a"
                  href={event.website}
                  variant="default"
                  rel="noopener noreferrer"
                  target="_blank"
                  rightSection={<ExternalLinkIcon size={14} />}
                >
                  {t('calendar.event.website')}
                </Button>
              )}
            </Group>
            {event.isRegistrationRequired && (
              <Text fz="sm" fw={600}>
                {t('calendar.event.registrationRequired')}
                {event.registrationUrl && (
                  <>
                    {' · '}
                    <Anchor href={event.registrationUrl} rel="noopener noreferrer" target="_blank">
                      {t('calendar.event.register')}
                    </Anchor>
                  </>
                )}
              </Text>
            )}
          </Stack>
        </Card>
        <Text style={{ whiteSpace: 'pre-line' }} lang={event.locale}>
          {event.description}
        </Text>
        {event.tags.length > 0 && (
          <Group gap={6} aria-label={t('calendar.event.tags')}>
            {event.tags.map((tag) => (
              <Badge key={tag} variant="outline" color="dark.5" size="sm" tt="none" lang={event.locale}>
                {tag}
              </Badge>
            ))}
          </Group>
        )}
        {event.occurrences.length > 1 && <NextDates event={event} />}
        {event.latitude !== null && event.longitude !== null && (
          <Stack gap="xs">
            <Group gap={4}>
              <MapPinIcon size={16} />
              <Text fw={600} lang={event.locale}>
                {event.location}
              </Text>
            </Group>
            <LazyMap
              center={{ latitude: event.latitude, longitude: event.longitude }}
              zoom={13}
              points={[
                {
                  id: event.id,
                  name: event.location,
                  latitude: event.latitude,
                  longitude: event.longitude,
                  color: [214, 69, 65],
                },
              ]}
              label={t('calendar.event.map')}
              loadingText={t('calendar.event.mapLoading')}
            />
          </Stack>
        )}
      </Stack>
    </Container>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={2}>
      <Text fz="xs" tt="uppercase" c="dimmed" fw={700}>
        {label}
      </Text>
      {children}
    </Stack>
  );
}

function Repeats({ event }: { event: CalendarEventPage }) {
  const t = useT();
  const locale = useLocale();
  const last = event.occurrences.at(-1);
  const until = event.endDate ?? last?.date;
  if (!until) return null;
  return (
    <Text fz="sm" c="dimmed">
      {t('calendar.event.repeats', {
        pattern: t('calendar.pattern', { pattern: event.recurringPattern ?? '' }),
        date: formatEventDate(until, locale, true),
      })}
    </Text>
  );
}

function NextDates({ event }: { event: CalendarEventPage }) {
  const t = useT();
  return (
    <Stack gap="xs">
      <Title order={2} fz="lg">
        {t('calendar.event.nextDates')}
      </Title>
      <List spacing={4} data-testid="next-dates">
        {event.occurrences.map((occurrence) => (
          <List.Item key={occurrence.start}>
            <OccurrenceTime event={event} occurrence={occurrence} />
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}

/** Shown when the event is unknown, over, or not approved yet. */
export function EventNotFound() {
  const t = useT();
  return (
    <Container size="md" py="xl">
      <Stack gap="md">
        <Title order={1}>{t('calendar.event.notFound')}</Title>
        <Text>{t('calendar.event.notFoundText')}</Text>
        <AnchorLink to="/events">{t('calendar.event.back')}</AnchorLink>
      </Stack>
    </Container>
  );
}
