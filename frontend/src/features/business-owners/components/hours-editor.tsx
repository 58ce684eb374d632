import { Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { WEEKDAYS, type OpeningHours, type Weekday } from '@nsg/domain/catalog/opening-hours.ts';
import { useT } from '../../../i18n/use-t.ts';

const WEEK = [...WEEKDAYS.slice(1), WEEKDAYS[0]];
const NINE_TO_FIVE = { opens: '09:00', closes: '17:00' };

export const emptyWeek = (): OpeningHours =>
  Object.fromEntries(WEEKDAYS.map((day) => [day, [NINE_TO_FIVE]])) as OpeningHours;

/** A week of opening hours: per day closed, or one or more ranges (Hawaii time). */
export function HoursEditor({
  hours,
  onChange,
  errors,
}: {
  hours: OpeningHours;
  onChange: (hours: OpeningHours) => void;
  errors: Record<string, string>;
}) {
  const t = useT();
  const setDay = (day: Weekday, ranges: OpeningHours[Weekday]) => onChange({ ...hours, [day]: ranges });
  return (
    <Stack gap="xs">
      {WEEK.map((day) => {
        const ranges = hours[day];
        const dayError = errors[`hours.${day}`];
        return (
          <Stack key={day} gap={4} data-testid={`hours-${day}`}>
            <Group justify="space-between" wrap="nowrap">
              <Text fw={600} fz="sm">
                {t(`advertiser.listings.weekday.${day}`)}
              </Text>
              <Checkbox
                label={t('advertiser.listings.closed')}
                checked={ranges.length === 0}
                onChange={(event) => setDay(day, event.currentTarget.checked ? [] : [NINE_TO_FIVE])}
              />
            </Group>
            {ranges.map((range, index) => (
              <Group key={index} gap="xs" wrap="nowrap" align="flex-end">
                <TextInput
                  type="time"
                  label={t('advertiser.listings.opens')}
                  value={range.opens}
                  error={errors[`hours.${day}.${index}.opens`]}
                  onChange={(event) =>
                    setDay(
                      day,
                      ranges.map((r, i) => (i === index ? { ...r, opens: event.currentTarget.value } : r)),
                    )
                  }
                  style={{ flex: 1 }}
                />
                <TextInput
                  type="time"
                  label={t('advertiser.listings.closes')}
                  value={range.closes}
                  error={errors[`hours.${day}.${index}.closes`]}
                  onChange={(event) =>
                    setDay(
                      day,
                      ranges.map((r, i) => (i === index ? { ...r, closes: event.currentTarget.value } : r)),
                    )
                  }
                  style={{ flex: 1 }}
                />
                {ranges.length > 1 && (
                  <Button
                    variant="subtle"
                    color="red"
                    size="xs"
                    onClick={() =>
                      setDay(
                        day,
                        ranges.filter((_, i) => i !== index),
                      )
                    }
                  >
                    {t('advertiser.listings.removeRange')}
                  </Button>
                )}
              </Group>
            ))}
            {ranges.length > 0 && ranges.length < 3 && (
              <Button
                variant="subtle"
                size="xs"
                w="fit-content"
                onClick={() => setDay(day, [...ranges, { opens: '18:00', closes: '21:00' }])}
              >
                {t('advertiser.listings.addRange')}
              </Button>
            )}
            {dayError && (
              <Text c="red" fz="xs">
                {dayError}
              </Text>
            )}
          </Stack>
        );
      })}
    </Stack>
  );
}
