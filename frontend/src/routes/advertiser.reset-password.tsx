import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordPage } from '../features/password-reset/components/reset-password-page.tsx';
import { pageTitle, translateNow } from '../i18n/i18n-provider.tsx';

export const Route = createFileRoute('/advertiser/reset-password')({
  // The link in the reset mail: `?token=<secret>`; anything else reads as empty, and the page says so.
  validateSearch: (search: Record<string, unknown>): { token: string } => ({
    token: typeof search.token === 'string' ? search.token : '',
  }),
  head: () => ({ meta: [{ title: pageTitle(translateNow('passwordReset.reset.title')) }] }),
  component: function ResetPasswordRoute() {
    const { token } = Route.useSearch();
    return <ResetPasswordPage token={token} />;
  },
});
