import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { StarRating } from '../../../components/star-rating.tsx';
import { useT } from '../../../i18n/use-t.ts';
import { reviewsQueryOptions } from '../api/get-reviews.ts';
import { submittedReviewsKey, type ReviewTarget, type SubmittedReview } from '../api/review.ts';

/**
 * What the visitor has sent from this page, marked as awaiting moderation, until the public list (which a
 * live update reads again) shows it approved; nothing before they send one.
 */
export function SubmittedReviews({ target }: { target: ReviewTarget }) {
  const t = useT();
  const { data: submitted = [] } = useQuery<SubmittedReview[]>({
    queryKey: submittedReviewsKey(target),
    // Filled in by the review form only: there is nothing to fetch.
    queryFn: () => [],
    enabled: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
  const published = useQuery(reviewsQueryOptions(target)).data ?? [];
  const pending = submitted.filter((review) => !published.some(({ id }) => id === review.id));
  if (pending.length === 0) return null;
  return (
    <Stack
      gap="sm"
      component="ul"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label={t('reviews.pending.label')}
    >
      {pending.map((review) => (
        <li key={review.id}>
          <Card component="article" withBorder padding="lg" aria-label={review.title}>
            <Stack gap={6}>
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                <StarRating rating={review.rating} size={16} />
                <Badge color="yellow.3" c="dark.8">
                  {t('reviews.pending.badge')}
                </Badge>
              </Group>
              <Title order={3} fz="md">
                {review.title}
              </Title>
              <Text fz="sm" style={{ whiteSpace: 'pre-line' }}>
                {review.content}
              </Text>
              <Text fz="sm" fw={600} c="ocean.8">
                {review.authorName}
              </Text>
              <Text fz="xs" c="dimmed">
                {t('reviews.pending.note')}
              </Text>
            </Stack>
          </Card>
        </li>
      ))}
    </Stack>
  );
}
