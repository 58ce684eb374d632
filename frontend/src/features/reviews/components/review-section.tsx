import { Button, Group, Stack, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { QueryBoundary } from '../../../components/query-boundary.tsx';
import type { ReviewTarget } from '../api/review.ts';
import { ReviewList, ReviewListSkeleton } from './review-list.tsx';
import { SubmittedReviews } from './submitted-reviews.tsx';
import { useT } from '../../../i18n/use-t.ts';
import { DialogOnItsWay } from '../../../components/dialog-on-its-way.tsx';

// The review form (its validation, form state and dialog: about 45 KB gzipped) loads when a visitor first
// opens it, not with the beach or business page it sits on.
const ReviewDialog = lazy(() =>
  import('./review-dialog.tsx').then((module) => ({ default: module.ReviewDialog })),
);

interface ReviewSectionProps {
  target: ReviewTarget;
  targetName: string;
  title?: string;
}

/** Heading, "Add Review" button, the review list and the review dialog for one beach or business. */
export function ReviewSection({ target, targetName, title }: ReviewSectionProps) {
  const t = useT();
  const [dialogOpened, dialog] = useDisclosure(false);
  const [dialogWanted, setDialogWanted] = useState(false);
  const openDialog = () => {
    setDialogWanted(true);
    dialog.open();
  };
  const headingId = `reviews-heading-${target.type}-${target.targetId}`;
  return (
    <Stack component="section" aria-labelledby={headingId} gap="md">
      <Group justify="space-between" align="center">
        <Title order={2} id={headingId} fz="h3">
          {title ?? t('reviews.customerTitle')}
        </Title>
        <Button onClick={openDialog}>{t('reviews.add')}</Button>
      </Group>
      <SubmittedReviews target={target} />
      <QueryBoundary fallback={<ReviewListSkeleton />} errorTitle={t('reviews.loadFailed')}>
        <ReviewList target={target} targetName={targetName} onWriteReview={openDialog} />
      </QueryBoundary>
      {dialogWanted && (
        <Suspense fallback={<DialogOnItsWay onCancel={dialog.close} />}>
          <ReviewDialog
            opened={dialogOpened}
            onClose={dialog.close}
            target={target}
            targetName={targetName}
          />
        </Suspense>
      )}
    </Stack>
  );
}
