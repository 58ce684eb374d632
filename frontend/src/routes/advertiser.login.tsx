import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '../features/advertiser/components/login-page.tsx';
import { pageTitle, translateNow } from '../i18n/i18n-provider.tsx';

export const Route = createFileRoute('/advertiser/login')({
  head: () => ({ meta: [{ title: pageTitle(translateNow('advertiser.login.title')) }] }),
  component: LoginPage,
});
