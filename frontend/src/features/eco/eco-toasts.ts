import { notifications } from '@mantine/notifications';

/** The error toast of spec 000 section 8: the server's message, else the action's fallback. */
export function ecoErrorMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message.trim() ? error.message : fallback;
}

const closeButtonProps = { 'aria-label': 'Close notification' };

export const showEcoError = (error: unknown, fallback: string) =>
  notifications.show({
    title: 'Error',
    message: ecoErrorMessage(error, fallback),
    color: 'red',
    closeButtonProps,
  });

export const showEcoSuccess = (title: string, message: string) =>
  notifications.show({ title, message, color: 'green', closeButtonProps });
