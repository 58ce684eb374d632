import { Group, Text } from '@mantine/core';
import { StarRating } from '../../../components/star-rating.tsx';

const reviewCountText = (count: number) => `(${count} ${count === 1 ? 'review' : 'reviews'})`;

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
  return (
    <Group gap={6} wrap="nowrap">
      <StarRating rating={rating ?? 0} size={size} />
      {rating !== null && (
        <Text fw={700} fz="sm">
          {rating.toFixed(1)}
        </Text>
      )}
      <Text c="dimmed" fz="sm">
        {reviewCountText(reviewCount)}
      </Text>
    </Group>
  );
}
