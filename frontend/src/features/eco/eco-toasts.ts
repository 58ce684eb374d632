import { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import type { MessageId } from '@nsg/domain/i18n/messages/en.ts';
import { useT } from '../../i18n/use-t.ts';

/** The error toast of spec 000 section 8: the server's message, else the action's fallback. */
export function ecoErrorMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message.trim() ? error.message : fallback;
}

/**
 * The visitor's eco toasts, in their language. Error messages come from the API in the visitor's
 * language (ApiError says them from the catalogue by their codes and params, times included).
 */
export function useEcoToasts() {
  const t = useT();
  const closeButtonProps = { 'aria-label': t('ecoChallenges.toast.close') };
  return {
    showError: (error: unknown, fallback: MessageId) =>
      notifications.show({
        title: t('ecoChallenges.toast.error'),
        message: ecoErrorMessage(error, t(fallback)),
        color: 'red',
        closeButtonProps,
      }),
    showSuccess: (title: string, message: ReactNode) =>
      notifications.show({ title, message, color: 'green', closeButtonProps }),
  };
}
