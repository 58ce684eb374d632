import { notifications } from '@mantine/notifications';

export const REVIEW_FALLBACK_ERROR = 'Something went wrong. Please try again.';

/** The error toast's message: the server's (or network's) message, else a generic one. */
export function reviewErrorMessage(error: unknown): string {
  return error instanceof Error && error.message.trim() ? error.message : REVIEW_FALLBACK_ERROR;
}

export function showReviewSubmitted() {
  notifications.show({
    title: 'Review submitted!',
    message: 'Your review has been submitted and is pending approval. Thank you for your feedback!',
    color: 'lagoon',
  });
}

export function showReviewError(error: unknown) {
  notifications.show({ title: 'Error submitting review', message: reviewErrorMessage(error), color: 'red' });
}
