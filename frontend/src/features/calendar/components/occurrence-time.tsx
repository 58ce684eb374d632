import { Text } from '@mantine/core';
import { useLocale, useT } from '../../../i18n/use-t.ts';
import type { CalendarEvent, Occurrence } from '../api/calendar.ts';
import { formatEventDate, occurrenceTime } from '../event-time.ts';

/** "Sat, Dec 5 · 7:00 AM – 9:00 AM HST", in the visitor's language, always Hawaii time. */
export function OccurrenceTime({
  event,
  occurrence,
}: {
  event: Pick<CalendarEvent, 'isAllDay' | 'endTime' | 'isRecurring' | 'endDate' | 'startDate'>;
  occurrence: Occurrence;
}) {
  const t = useT();
  const locale = useLocale();
  const time = occurrenceTime(event, occurrence, locale);
  const lastDay =
    !event.isRecurring && event.endDate && event.endDate !== event.startDate ? event.endDate : null;
  const days = lastDay
    ? `${formatEventDate(occurrence.date, locale)} – ${formatEventDate(lastDay, locale)}`
    : formatEventDate(occurrence.date, locale);
  const hours =
    time.kind === 'allDay'
      ? t('calendar.allDay')
      : time.kind === 'from'
        ? t('calendar.timeFrom', { start: time.start })
        : t('calendar.timeRange', { start: time.start, end: time.end });
  return (
    <Text fz="sm" data-testid="occurrence-time">
      <time dateTime={occurrence.start}>{days}</time> · {hours}
    </Text>
  );
}
