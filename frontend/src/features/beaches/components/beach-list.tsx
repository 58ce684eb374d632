import { Badge, Card, Group, SimpleGrid, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { MapPinIcon } from '../../../components/icons.tsx';
import { AnchorLink } from '../../../components/router-links.tsx';
import { surfQueryOptions } from '../../conditions/api/conditions.ts';
import { surfBadgeColor } from '../../conditions/surf-alert.ts';
import { beachesQueryOptions, withLiveSurf } from '../api/beaches.ts';
import { BeachImage } from './beach-image.tsx';
import { TruncatedText } from '../../../components/truncated-text.tsx';

const SKELETON_COUNT = 4;
const DESCRIPTION_LIMIT = 120;

export function BeachList() {
  const beaches = useQuery(beachesQueryOptions());
  const surf = useQuery(surfQueryOptions('list'));

  if (beaches.isPending) {
    return (
      <SimpleGrid
        cols={{ base: 1, sm: 2, lg: 4 }}
        spacing="lg"
        aria-busy="true"
        data-testid="beach-skeletons"
      >
        <VisuallyHidden role="status">Loading beaches...</VisuallyHidden>
        {Array.from({ length: SKELETON_COUNT }, (_, index) => (
          <Card key={index}>
            <Card.Section>
              <Skeleton height={160} radius={0} />
            </Card.Section>
            <Skeleton height={18} width="70%" mt="md" />
            <Skeleton height={12} width="50%" mt="sm" />
          </Card>
        ))}
      </SimpleGrid>
    );
  }
  if (beaches.isError) {
    return (
      <Text c="red.8" role="alert">
        Unable to load beaches. {beaches.error.message}
      </Text>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
      {beaches.data.map((stored) => {
        const beach = withLiveSurf(stored, surf.data);
        return (
          <Card key={beach.id} data-testid="beach-card">
            <Card.Section>
              <BeachImage beach={beach} h={160} />
            </Card.Section>
            <Stack gap={6} mt="md">
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <AnchorLink to="/beach/$id" params={{ id: String(beach.id) }} fw={700} fz="lg" c="inherit">
                  {beach.name}
                </AnchorLink>
              </Group>
              <Group gap={4} c="dimmed" wrap="nowrap">
                <MapPinIcon size={14} />
                <Text fz="xs">{beach.location}</Text>
              </Group>
              <Group gap="xs">
                <Badge color={surfBadgeColor(beach.surfStatus)} autoContrast>
                  {beach.surfStatus}
                </Badge>
                <Text fz="xs" fw={600}>
                  {beach.surfHeight}
                </Text>
              </Group>
              <TruncatedText text={beach.description} limit={DESCRIPTION_LIMIT} lessLabel="Show Less" />
            </Stack>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
