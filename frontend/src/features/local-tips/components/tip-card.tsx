import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { MapPinIcon } from '../../../components/icons.tsx';
import { SampleBadge } from '../../../components/sample-badge.tsx';
import { tagLabel, type LocalTip } from '../api/local-tips.ts';

export function TipCard({ tip }: { tip: LocalTip }) {
  return (
    <Card padding="lg" data-testid="tip-card">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={3} fz="md">
            {tip.title}
          </Title>
          <Group gap={4} wrap="nowrap">
            {tip.sample && <SampleBadge />}
            {tip.isVerified && (
              <Badge color="#2f7a3a" size="sm">
                ✓ Verified
              </Badge>
            )}
          </Group>
        </Group>
        <Group gap={4} c="dimmed">
          <MapPinIcon size={14} />
          <Text fz="xs">{tip.location}</Text>
          <Text fz="xs">· Local rating {tip.localRating.toFixed(1)} / 5</Text>
        </Group>
        <Text fz="sm">{tip.description}</Text>
        <Text fz="sm" fs="italic" bg="sand.0" c="dark.7" p="xs" style={{ borderRadius: 8 }}>
          Insider note: {tip.insiderNote}
        </Text>
        <Group gap={6}>
          {tip.tags.map((tag) => (
            <Badge key={tag} variant="outline" color="dark.5" size="sm" tt="none">
              {tagLabel(tag)}
            </Badge>
          ))}
        </Group>
        <Group gap="md" fz="xs">
          <Text fz="xs">Time: {tip.timeOfDay}</Text>
          <Text fz="xs">Cost: {tip.cost}</Text>
          <Text fz="xs">Crowds: {tip.crowdLevel}</Text>
          <Text fz="xs">Difficulty: {tip.difficulty}</Text>
          {tip.season !== 'year_round' && <Text fz="xs">Season: {tip.season}</Text>}
        </Group>
        <Text fz="xs" c="dimmed">
          Shared by {tip.authorName}
        </Text>
      </Stack>
    </Card>
  );
}
