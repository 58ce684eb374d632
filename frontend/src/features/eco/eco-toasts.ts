import { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '@nsg/domain/i18n/messages/en.ts';
import { useLocale, useT } from '../../i18n/use-t.ts';

/** The error toast of spec 000 section 8: the server's message, else the action's fallback. */
export function ecoErrorMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message.trim() ? error.message : fallback;
}

/** The API's refusal of a completion that came too soon (fair-play.ts), in English. */
const TOO_SOON =
  /^This challenge takes time: you can complete it from .+, (\d+) minutes after you started it\.$/;

/** A completion refused as too soon: its minutes, by the API's code or its English message. */
function tooSoonMinutes(error: unknown): number | undefined {
  const { code, params, message } = (error ?? {}) as {
    code?: unknown;
    params?: { minutes?: unknown };
    message?: unknown;
  };
  const minutes =
    code === 'challenge_too_soon'
      ? Number(params?.minutes)
      : Number(TOO_SOON.exec(typeof message === 'string' ? message : '')?.[1]);
  return minutes > 0 ? minutes : undefined;
}

/**
 * The visitor's eco toasts, in their language. Error messages come from the API in the visitor's
 * language; a completion refused as too soon is dated here, in Hawaii time, from `startedAt`.
 */
export function useEcoToasts() {
  const t = useT();
  const intl = useIntl();
  const locale = useLocale();

  const errorText = (error: unknown, fallback: MessageId, startedAt?: string) => {
    const minutes = tooSoonMinutes(error);
    if (locale !== 'en' && minutes !== undefined && startedAt) {
      const at = intl.formatDate(new Date(startedAt).getTime() + minutes * 60_000, {
        month: 'long',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
      });
      return t('ecoChallenges.tooSoon', { minutes, at });
    }
    return ecoErrorMessage(error, t(fallback));
  };

  const closeButtonProps = { 'aria-label': t('ecoChallenges.toast.close') };
  return {
    showError: (error: unknown, fallback: MessageId, startedAt?: string) =>
      notifications.show({
        title: t('ecoChallenges.toast.error'),
        message: errorText(error, fallback, startedAt),
        color: 'red',
        closeButtonProps,
      }),
    showSuccess: (title: string, message: ReactNode) =>
      notifications.show({ title, message, color: 'green', closeButtonProps }),
  };
}
