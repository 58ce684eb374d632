import { useMutation } from '@tanstack/react-query';
import type { Locale } from '@nsg/domain/shared/locales.ts';
import { apiCommand } from '../../../lib/api-fetch.ts';

/** "Forgot password?": the server mails a reset link if the email has an account, and answers the same either way. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (input: { email: string; locale: Locale }) =>
      apiCommand<{ message: string }>('/api/advertisers/password-reset/request', {
        method: 'POST',
        json: input,
      }),
  });
}

/** Sets the new password with the mailed link's token; the link then stops working. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (input: { token: string; password: string }) =>
      apiCommand<{ message: string }>('/api/advertisers/password-reset', { method: 'POST', json: input }),
  });
}
