import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import {
  hawaiiClock,
  isOpenAt,
  WEEKDAYS,
  type OpeningHours,
  type OpeningRange,
} from '@nsg/domain/catalog/opening-clock.ts';
import type { Locale } from '@nsg/domain/shared/locales.ts';
import { useLocale, useT } from '../../../i18n/use-t.ts';
import { useMinuteClock } from '../../../lib/use-minute-clock.ts';
import plain from '../../../components/plain-table.module.css';
import classes from './opening-hours.module.css';

/** Monday first, as a week of opening hours is read. */
const WEEK = [...WEEKDAYS.slice(1), WEEKDAYS[0]];

/** "9:00 AM" or "9:00": a wall-clock time of the hours, never moved to the device's zone. */
function formatTime(time: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'ja' ? 'ja-JP' : 'en-US', {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  }).format(new Date(`1970-01-01T${time}:00Z`));
}

const formatRange = (range: OpeningRange, locale: Locale) =>
  `${formatTime(range.opens, locale)} – ${formatTime(range.closes, locale)}`;

/** Whether the business is open now, by its hours in Hawaii time and the visitor's clock. */
export function OpenNowBadge({ hours }: { hours: OpeningHours }) {
  const t = useT();
  const open = isOpenAt(hours, useMinuteClock());
  return (
    <Badge color={open ? 'teal.9' : 'dark.6'} size="lg" data-testid="open-now">
      {open ? t('businessPage.openNow') : t('businessPage.closedNow')}
    </Badge>
  );
}

/** The week's opening hours, today (in Hawaii) marked. */
export function OpeningHoursSection({ hours }: { hours: OpeningHours }) {
  const t = useT();
  const locale = useLocale();
  const today = WEEKDAYS[hawaiiClock(useMinuteClock()).weekday];
  return (
    <Stack component="section" aria-labelledby="hours-heading" gap="xs">
      <Group gap="sm" align="center">
        <Title order={2} id="hours-heading" fz="h3">
          {t('businessPage.hours')}
        </Title>
        <OpenNowBadge hours={hours} />
      </Group>
      <table className={`${plain.table} ${classes.table}`} data-testid="opening-hours">
        <tbody>
          {WEEK.map((day) => (
            <tr key={day} className={day === today ? classes.today : undefined}>
              <th scope="row">
                {t(`businessPage.weekday.${day}`)}
                {day === today && (
                  <Text span fz="xs" c="dimmed" fw={400}>
                    {' '}
                    ({t('businessPage.today')})
                  </Text>
                )}
              </th>
              <td>
                {hours[day].length === 0
                  ? t('businessPage.closed')
                  : hours[day].map((range) => (
                      <Text key={range.opens} fz="sm" fw="inherit">
                        {formatRange(range, locale)}
                      </Text>
                    ))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Text fz="xs" c="dimmed">
        {t('businessPage.hoursNote')}
      </Text>
    </Stack>
  );
}
