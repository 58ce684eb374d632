import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { StarRating } from '../../../components/star-rating.tsx';
import { useT } from '../../../i18n/use-t.ts';
import type { Review } from '../api/review.ts';

/**
 * A date of a review in the page's language. A moment is dated in Hawaii, as every date on the guide (a
 * phone's own zone would move it a day); a calendar date (a visit's YYYY-MM-DD, read as UTC midnight) is the
 * day written.
 */
function useReviewDate(): (iso: string) => string {
  const intl = useIntl();
  return (iso) => {
    const date = new Date(iso);
    if (Number.isNaN(date.getTime())) return '';
    const timeZone = /^\d{4}-\d{2}-\d{2}$/.test(iso) ? 'UTC' : 'Pacific/Honolulu';
    return intl.formatDate(date, { year: 'numeric', month: 'long', day: 'numeric', timeZone });
  };
}

export function ReviewCard({ review }: { review: Review }) {
  const t = useT();
  const formatReviewDate = useReviewDate();
  return (
    <Card
      component="article"
      shadow="xs"
      padding="lg"
      aria-label={t('reviews.cardLabel', { title: review.title })}
    >
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <StarRating rating={review.rating} size={16} />
          <Text component="time" dateTime={review.createdAt} fz="xs" c="dimmed">
            {formatReviewDate(review.createdAt)}
          </Text>
        </Group>
        <Title order={3} fz="md">
          {review.title}
        </Title>
        <Text fz="sm" style={{ whiteSpace: 'pre-line' }}>
          {review.content}
        </Text>
        <Text fz="sm" fw={600} c="ocean.8">
          {review.authorName}
          {review.visitDate && (
            <Text span fz="xs" fw={400} c="dimmed">
              {' '}
              · {t('reviews.visited', { date: formatReviewDate(review.visitDate) })}
            </Text>
          )}
        </Text>
        {review.ownerReply && <OwnerReply reply={review.ownerReply} />}
      </Stack>
    </Card>
  );
}

/** The business owner's one public reply, under the review it answers. */
function OwnerReply({ reply }: { reply: NonNullable<Review['ownerReply']> }) {
  const t = useT();
  const formatReviewDate = useReviewDate();
  return (
    <Stack gap={4} pl="sm" mt="xs" style={{ borderLeft: '3px solid var(--mantine-color-ocean-3)' }}>
      <Group gap="xs">
        <Text fz="xs" fw={700} c="ocean.8">
          {t('reviews.ownerReply')}
        </Text>
        <Text component="time" dateTime={reply.repliedAt} fz="xs" c="dimmed">
          {formatReviewDate(reply.repliedAt)}
        </Text>
      </Group>
      <Text fz="sm" style={{ whiteSpace: 'pre-line' }} data-testid="owner-reply">
        {reply.reply}
      </Text>
    </Stack>
  );
}
