import { Button, Card, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { MAX_REPLY_LENGTH } from '@nsg/domain/reviews/owner-reply.ts';
import { useT } from '../../../i18n/use-t.ts';
import { firstFieldErrors, serverMessageOf } from '../../../lib/api-fetch.ts';
import { ownerReviewsQueryOptions, useReplyToReview, type OwnerReview } from '../api/listings.ts';

/** The listing's published reviews, each with the owner's one public reply. */
export function OwnerReviews({ businessId }: { businessId: number }) {
  const t = useT();
  const reviews = useQuery(ownerReviewsQueryOptions(businessId));
  if (!reviews.data) return null;
  if (reviews.data.length === 0) return <Text c="dimmed">{t('advertiser.listings.noReviews')}</Text>;
  return (
    <Stack gap="sm">
      {reviews.data.map((review) => (
        <ReviewWithReply key={review.id} review={review} />
      ))}
    </Stack>
  );
}

function ReviewWithReply({ review }: { review: OwnerReview }) {
  const t = useT();
  const [reply, setReply] = useState(review.ownerReply?.reply ?? '');
  const [error, setError] = useState<string | undefined>();
  const send = useReplyToReview();
  return (
    <Card withBorder padding="md" data-testid={`owner-review-${review.id}`}>
      <Stack gap="xs">
        <Text fw={700}>
          {review.title} ({review.rating}/5)
        </Text>
        <Text fz="sm">{review.content}</Text>
        <Text fz="xs" c="dimmed">
          {review.authorName}
        </Text>
        <Textarea
          label={t('advertiser.listings.reply')}
          value={reply}
          maxLength={MAX_REPLY_LENGTH}
          error={error}
          autosize
          minRows={2}
          onChange={(event) => setReply(event.currentTarget.value)}
        />
        <Button
          w="fit-content"
          size="xs"
          loading={send.isPending}
          onClick={() =>
            send.mutate(
              { reviewId: review.id, reply },
              {
                onSuccess: () => {
                  setError(undefined);
                  notifications.show({ color: 'green', message: t('advertiser.listings.replied') });
                },
                onError: (failure) => setError(firstFieldErrors(failure).reply ?? serverMessageOf(failure)),
              },
            )
          }
        >
          {review.ownerReply ? t('advertiser.listings.updateReply') : t('advertiser.listings.sendReply')}
        </Button>
      </Stack>
    </Card>
  );
}
