import {
  ActionIcon,
  Anchor,
  Box,
  Button,
  Container,
  Group,
  NativeSelect,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { CALENDAR_CATEGORIES, type CalendarCategory } from '@nsg/domain/calendar/calendar-event.ts';
import { ArrowLeftIcon } from '../../../components/icons.tsx';
import { PhraseBreaks } from '../../../components/phrase-breaks.tsx';
import { ButtonLink } from '../../../components/router-links.tsx';
import { useLocale, useT } from '../../../i18n/use-t.ts';
import {
  CALENDAR_FEED_PATH,
  calendarQueryOptions,
  type CalendarEntry,
  type CalendarFilters,
} from '../api/calendar.ts';
import { addDays } from '@nsg/domain/shared/dates.ts';
import { addMonths, formatEventDate, hawaiiToday, monthGrid } from '../event-time.ts';
import { DayHeading, EventCard } from './event-card.tsx';
import classes from './calendar-page.module.css';

type View = 'list' | 'month';

/** The public events calendar: filters by category and dates, a list by day or a month's grid. */
export function CalendarPage() {
  const t = useT();
  const [view, setView] = useState<View>('list');
  const [category, setCategory] = useState<CalendarCategory | ''>('');
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          <Title order={1}>
            <PhraseBreaks>{t('calendar.title')}</PhraseBreaks>
          </Title>
          <Group gap="sm">
            <ButtonLink to="/events/submit">{t('calendar.submitLink')}</ButtonLink>
            <Anchor href={CALENDAR_FEED_PATH} fz="sm">
              {t('calendar.subscribe')}
            </Anchor>
          </Group>
        </Group>
        <Text>{t('calendar.intro')}</Text>
        {/* Two short options fit a phone's width side by side. */}
        <SegmentedControl
          aria-label={t('calendar.view.label')}
          w="fit-content"
          value={view}
          onChange={(value) => setView(value as View)}
          data={[
            { value: 'list', label: t('calendar.view.list') },
            { value: 'month', label: t('calendar.view.month') },
          ]}
        />
        <NativeSelect
          label={t('calendar.filter.category')}
          value={category}
          onChange={(e) => setCategory(e.currentTarget.value as CalendarCategory | '')}
          data={[
            { value: '', label: t('calendar.filter.allCategories') },
            ...CALENDAR_CATEGORIES.map((value) => ({
              value,
              label: t('calendar.category', { category: value }),
            })),
          ]}
          maw={320}
        />
        {view === 'list' ? (
          <ListView category={category || undefined} />
        ) : (
          <MonthView category={category || undefined} />
        )}
      </Stack>
    </Container>
  );
}

function Entries({ filters, empty }: { filters: CalendarFilters; empty?: string }) {
  const t = useT();
  const entries = useQuery(calendarQueryOptions(filters));
  if (entries.isPending) return <Skeleton height={240} />;
  if (entries.isError)
    return (
      <Text c="red.9" role="alert">
        {t('calendar.loadError')}
      </Text>
    );
  if (entries.data.length === 0) return <Text c="dimmed">{empty ?? t('calendar.empty')}</Text>;
  return <EntriesByDay entries={entries.data} />;
}

function EntriesByDay({ entries }: { entries: CalendarEntry[] }) {
  const days = Map.groupBy(entries, (entry) => entry.date);
  return (
    <Stack gap="sm" data-testid="calendar-list">
      {[...days].map(([date, dayEntries]) => (
        <Stack key={date} gap="xs">
          <DayHeading date={date} />
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
            {dayEntries.map((entry) => (
              <EventCard key={`${entry.event.id}-${entry.start}`} entry={entry} />
            ))}
          </SimpleGrid>
        </Stack>
      ))}
    </Stack>
  );
}

/** Without an end date the list shows this many days at first, and this many more at each "show later". */
const LIST_DAYS = 28;

function ListView({ category }: { category?: CalendarCategory }) {
  const t = useT();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [days, setDays] = useState(LIST_DAYS);
  const until = to || addDays(from || hawaiiToday(), days);
  return (
    <Stack gap="md">
      <Group gap="sm" grow maw={480}>
        <TextInput
          type="date"
          label={t('calendar.filter.from')}
          value={from}
          onChange={(e) => setFrom(e.currentTarget.value)}
        />
        <TextInput
          type="date"
          label={t('calendar.filter.to')}
          value={to}
          onChange={(e) => setTo(e.currentTarget.value)}
        />
      </Group>
      <Entries filters={{ category, from: from || undefined, to: until }} />
      {!to && (
        <Button variant="default" w="fit-content" onClick={() => setDays(days + LIST_DAYS)}>
          {t('calendar.showLater')}
        </Button>
      )}
    </Stack>
  );
}

function MonthView({ category }: { category?: CalendarCategory }) {
  const t = useT();
  const locale = useLocale();
  const today = hawaiiToday();
  const [month, setMonth] = useState(today.slice(0, 7));
  const [selected, setSelected] = useState<string | null>(null);
  const cells = monthGrid(month);
  const lastDay = cells.findLast((cell) => cell !== null)!;
  const entries = useQuery(calendarQueryOptions({ category, from: `${month}-01`, to: lastDay }));
  const countOn = (date: string) => entries.data?.filter((entry) => entry.date === date).length ?? 0;
  const monthName = new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${month}-01T00:00:00Z`));
  const weekdays = cells
    .slice(0, 7)
    .map((_, index) =>
      new Intl.DateTimeFormat(locale, { weekday: 'narrow', timeZone: 'UTC' }).format(
        new Date(Date.UTC(2026, 10, 1 + index)),
      ),
    );
  const move = (months: number) => {
    setMonth(addMonths(month, months));
    setSelected(null);
  };
  return (
    <Stack gap="md">
      {/* As wide as the grid below it, so the arrows stay beside the month they turn. */}
      <Group justify="space-between" wrap="nowrap" maw={560}>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t('calendar.month.previous')}
          onClick={() => move(-1)}
        >
          <ArrowLeftIcon size={18} />
        </ActionIcon>
        <Title order={2} fz="lg" aria-live="polite">
          {monthName}
        </Title>
        <ActionIcon variant="default" size="lg" aria-label={t('calendar.month.next')} onClick={() => move(1)}>
          <ArrowLeftIcon size={18} style={{ transform: 'scaleX(-1)' }} />
        </ActionIcon>
      </Group>
      <Box className={classes.grid} role="grid" aria-label={monthName} data-testid="calendar-month">
        {weekdays.map((day, index) => (
          <Text key={index} className={classes.weekday} role="columnheader" fz="xs" c="dimmed" ta="center">
            {day}
          </Text>
        ))}
        {cells.map((date, index) => {
          if (!date) return <span key={`blank-${index}`} />;
          const count = countOn(date);
          return (
            <UnstyledButton
              key={date}
              role="gridcell"
              className={classes.day}
              data-today={date === today || undefined}
              data-selected={date === selected || undefined}
              data-busy={count > 0 || undefined}
              aria-label={`${formatEventDate(date, locale)} · ${t('calendar.month.count', { count })}`}
              onClick={() => setSelected(date)}
            >
              <Text fz="sm" fw={date === today ? 800 : 500}>
                {Number(date.slice(8))}
              </Text>
              {count > 0 && <span className={classes.dot} aria-hidden />}
            </UnstyledButton>
          );
        })}
      </Box>
      {selected && (
        <Stack gap="xs">
          <Title order={3} fz="md">
            {t('calendar.month.eventsOn', { date: formatEventDate(selected, locale) })}
          </Title>
          <Entries filters={{ category, from: selected, to: selected }} />
        </Stack>
      )}
      {!selected &&
        entries.data &&
        (entries.data.length > 0 ? (
          <EntriesByDay entries={entries.data} />
        ) : (
          <Text c="dimmed">{t('calendar.empty')}</Text>
        ))}
    </Stack>
  );
}
