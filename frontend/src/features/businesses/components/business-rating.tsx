import { Group, Text } from '@mantine/core';
import { StarRating } from '../../../components/star-rating.tsx';
import { useT } from '../../../i18n/use-t.ts';

/** Stars with half-star support, the rating and the review count. */
export function BusinessRating({
  rating,
  reviewCount,
  size = 18,
}: {
  rating: number | null;
  reviewCount: number;
  size?: number;
}) {
  const t = useT();
  return (
    <Group gap={6} wrap="nowrap">
      <StarRating rating={rating ?? 0} size={size} />
      {rating !== null && (
        <Text fw={700} fz="sm">
          {rating.toFixed(1)}
        </Text>
      )}
      <Text c="dimmed" fz="sm">
        ({t('reviews.count', { count: reviewCount })})
      </Text>
    </Group>
  );
}
