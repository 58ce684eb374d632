import { Button, Group, Stack, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { QueryBoundary } from '../../../components/query-boundary.tsx';
import type { ReviewTarget } from '../api/review.ts';
import { ReviewDialog } from './review-dialog.tsx';
import { ReviewList, ReviewListSkeleton } from './review-list.tsx';
import { useT } from '../../../i18n/use-t.ts';

interface ReviewSectionProps {
  target: ReviewTarget;
  targetName: string;
  title?: string;
}

/** Heading, "Add Review" button, the review list and the review dialog for one beach or business. */
export function ReviewSection({ target, targetName, title }: ReviewSectionProps) {
  const t = useT();
  const [dialogOpened, dialog] = useDisclosure(false);
  const headingId = `reviews-heading-${target.type}-${target.targetId}`;
  return (
    <Stack component="section" aria-labelledby={headingId} gap="md">
      <Group justify="space-between" align="center">
        <Title order={2} id={headingId} fz="h3">
          {title ?? t('reviews.customerTitle')}
        </Title>
        <Button onClick={dialog.open}>{t('reviews.add')}</Button>
      </Group>
      <QueryBoundary fallback={<ReviewListSkeleton />} errorTitle={t('reviews.loadFailed')}>
        <ReviewList target={target} targetName={targetName} onWriteReview={dialog.open} />
      </QueryBoundary>
      <ReviewDialog opened={dialogOpened} onClose={dialog.close} target={target} targetName={targetName} />
    </Stack>
  );
}
