import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordPage } from '../features/password-reset/components/forgot-password-page.tsx';
import { pageTitle, translateNow } from '../i18n/i18n-provider.tsx';

export const Route = createFileRoute('/advertiser/forgot-password')({
  head: () => ({ meta: [{ title: pageTitle(translateNow('passwordReset.forgot.title')) }] }),
  component: ForgotPasswordPage,
});
