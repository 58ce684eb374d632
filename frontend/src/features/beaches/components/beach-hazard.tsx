import { Badge, List, Stack, Text, type BadgeProps } from '@mantine/core';
import type { Hazard, HazardLevel } from '../api/beaches.ts';
import { ageText } from '@nsg/domain/conditions/age-text.ts';
import { HAZARD_COLORS, HAZARD_LABELS, hazardAt } from '../hazard.ts';

export function HazardBadge({ level, ...props }: { level: HazardLevel } & BadgeProps) {
  return (
    <Badge color={HAZARD_COLORS[level]} autoContrast data-testid="hazard-level" data-level={level} {...props}>
      {HAZARD_LABELS[level]}
    </Badge>
  );
}

/** Each source the rating rests on, with the age of its last reading. */
export function HazardSources({ hazard, now }: { hazard: Hazard; now: Date }) {
  if (hazard.sources.length === 0) return null;
  return (
    <Text fz="xs" c="dimmed" data-testid="hazard-sources">
      Sources:{' '}
      {hazard.sources.map((source) => `${source.name}, ${ageText(source.observedAt, now)}`).join(' · ')}
    </Text>
  );
}

/** Why the beach is rated as it is: the plain sentences the workers wrote, and their sources. */
export function HazardReasons({ hazard, now, limit }: { hazard: Hazard; now: Date; limit?: number }) {
  const all = hazardAt(hazard, now).reasons;
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
