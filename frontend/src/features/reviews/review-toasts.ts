import { notifications } from '@mantine/notifications';
import { renderedLocale, translateNow } from '../../i18n/i18n-provider.tsx';
import { ApiError } from '../../lib/api-fetch.ts';

export const REVIEW_FALLBACK_ERROR = 'Something went wrong. Please try again.';

/**
 * The error toast's message: the server's (or network's) message, else a generic one. Off English pages
 * an answer the server said nothing about (only an HTTP status) gets the generic one too, in that language.
 */
export function reviewErrorMessage(error: unknown): string {
  const saidNothing = error instanceof ApiError && !error.fromServer && !error.code;
  if (renderedLocale() !== 'en' && saidNothing) return translateNow('reviews.toast.error');
  if (error instanceof Error && error.message.trim()) return error.message;
  return renderedLocale() === 'en' ? REVIEW_FALLBACK_ERROR : translateNow('reviews.toast.error');
}

export function showReviewSubmitted() {
  notifications.show({
    title: translateNow('reviews.toast.submittedTitle'),
    message: translateNow('reviews.toast.submitted'),
    color: 'lagoon',
  });
}

export function showReviewError(error: unknown) {
  notifications.show({
    title: translateNow('reviews.toast.errorTitle'),
    message: reviewErrorMessage(error),
    color: 'red',
  });
}
