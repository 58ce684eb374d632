import { createFileRoute } from '@tanstack/react-router';
import { RegisterPage } from '../features/advertiser/components/register-page.tsx';
import { pageTitle, translateNow } from '../i18n/i18n-provider.tsx';

export const Route = createFileRoute('/advertiser/register')({
  head: () => ({ meta: [{ title: pageTitle(translateNow('advertiser.register.title')) }] }),
  component: RegisterPage,
});
