import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { StarRating } from '../../../components/star-rating.tsx';
import { useT } from '../../../i18n/use-t.ts';
import type { Review } from '../api/review.ts';

const dateStyle = { year: 'numeric', month: 'long', day: 'numeric' } as const;
// A moment is dated in Hawaii, as every date on the guide (a phone's own zone would move it a day); a
// calendar date (a visit's YYYY-MM-DD, read as UTC midnight) is the day written.
const momentFormat = new Intl.DateTimeFormat('en-US', { ...dateStyle, timeZone: 'Pacific/Honolulu' });
const calendarFormat = new Intl.DateTimeFormat('en-US', { ...dateStyle, timeZone: 'UTC' });

export const formatReviewDate = (iso: string) => {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return (/^\d{4}-\d{2}-\d{2}$/.test(iso) ? calendarFormat : momentFormat).format(date);
};

export function ReviewCard({ review }: { review: Review }) {
  return (
    <Card component="article" shadow="xs" padding="lg" aria-label={`Review: ${review.title}`}>
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
              · visited {formatReviewDate(review.visitDate)}
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
