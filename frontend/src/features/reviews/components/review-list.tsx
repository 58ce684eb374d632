import { Button, Card, Group, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { StarRating } from '../../../components/star-rating.tsx';
import { MessageIcon } from '../../../components/icons.tsx';
import { reviewsQueryOptions } from '../api/get-reviews.ts';
import { averageRating, type ReviewTarget } from '../api/review.ts';
import { ReviewCard } from './review-card.tsx';
import { useT } from '../../../i18n/use-t.ts';

interface ReviewListProps {
  target: ReviewTarget;
  targetName: string;
  onWriteReview: () => void;
}

/** Approved reviews of one beach or business, with their average. Suspends while loading. */
export function ReviewList({ target, targetName, onWriteReview }: ReviewListProps) {
  const { data: reviews } = useSuspenseQuery(reviewsQueryOptions(target));
  const average = averageRating(reviews);
  const t = useT();

  if (average === null) {
    return (
      <Card padding="xl" shadow="none" bg="ocean.0" ta="center">
        <Stack align="center" gap="xs">
          <MessageIcon size={32} color="var(--mantine-color-ocean-6)" />
          <Text fw={600}>{t('reviews.none', { name: targetName })}</Text>
          <Text c="dimmed" fz="sm">
            {t('reviews.beFirst')}
          </Text>
          <Button variant="light" mt="xs" onClick={onWriteReview}>
            {t('reviews.write')}
          </Button>
        </Stack>
      </Card>
    );
  }

  return (
    <Stack gap="md">
      <Group gap="sm" aria-label={t('reviews.summary')} role="group">
        <Text fz={32} fw={800} lh={1} data-testid="review-average">
          {average.toFixed(1)}
        </Text>
        <Stack gap={2}>
          <StarRating rating={Math.round(average)} />
          <Text fz="sm" c="dimmed" data-testid="review-count">
            {t('reviews.count', { count: reviews.length })}
          </Text>
        </Stack>
      </Group>
      <Stack
        gap="sm"
        component="ul"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label={t('reviews.title')}
      >
        {reviews.map((review) => (
          <li key={review.id}>
            <ReviewCard review={review} />
          </li>
        ))}
      </Stack>
    </Stack>
  );
}

export function ReviewListSkeleton() {
  const t = useT();
  return (
    <Stack gap="sm" aria-busy="true">
      <VisuallyHidden role="status">{t('reviews.loading')}</VisuallyHidden>
      <Group gap="sm">
        <Skeleton height={36} width={56} />
        <Stack gap={6}>
          <Skeleton height={16} width={110} />
          <Skeleton height={12} width={70} />
        </Stack>
      </Group>
      {[0, 1, 2].map((index) => (
        <Card key={index} shadow="xs" padding="lg">
          <Skeleton height={14} width={90} mb="sm" />
          <Skeleton height={16} width="50%" mb="sm" />
          <Skeleton height={12} mb={6} />
          <Skeleton height={12} width="80%" />
        </Card>
      ))}
    </Stack>
  );
}
