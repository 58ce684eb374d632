import { Badge, List, Stack, Text, type BadgeProps } from '@mantine/core';
import { useLocale, useT } from '../i18n/use-t.ts';
import type { Hazard, HazardLevel } from '../lib/beaches/beaches-api.ts';
import { HAZARD_COLORS } from '../lib/beaches/hazard.ts';
import { hazardTextAt, sourcesTextAt } from '@nsg/domain/conditions/hazard-text.ts';

export function HazardBadge({ level, ...props }: { level: HazardLevel } & BadgeProps) {
  const t = useT();
  return (
    <Badge color={HAZARD_COLORS[level]} autoContrast data-testid="hazard-level" data-level={level} {...props}>
      {t(`hazard.level.${level}`)}
    </Badge>
  );
}

/** Each source the rating rests on, with the age of its last reading. */
export function HazardSources({ hazard, now }: { hazard: Hazard; now: Date }) {
  const t = useT();
  if (hazard.sources.length === 0) return null;
  return (
    <Text fz="xs" c="dimmed" data-testid="hazard-sources">
      {sourcesTextAt(t, hazard, now)}
    </Text>
  );
}

/** Why the beach is rated as it is: the plain sentences the workers wrote, and their sources. */
export function HazardReasons({ hazard, now, limit }: { hazard: Hazard; now: Date; limit?: number }) {
  const t = useT();
  const locale = useLocale();
  const all = hazardTextAt(t, locale, hazard, now).reasons;
  const reasons = limit === undefined ? all : all.slice(0, limit);
  return (
    <Stack gap={4}>
      <List size="sm" spacing={2} data-testid="hazard-reasons">
        {reasons.map((reason) => (
          <List.Item key={reason}>{reason}</List.Item>
        ))}
      </List>
      <HazardSources hazard={hazard} now={now} />
    </Stack>
  );
}
