import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '../features/advertiser/components/login-page.tsx';
import { pageTitle, translateNow } from '../i18n/i18n-provider.tsx';

export const Route = createFileRoute('/advertiser/login')({
  validateSearch: (search: Record<string, unknown>): { redirect?: string } =>
    typeof search.redirect === 'string' ? { redirect: search.redirect } : {},
  head: () => ({ meta: [{ title: pageTitle(translateNow('advertiser.login.title')) }] }),
  component: LoginPage,
});
