import { createFileRoute } from '@tanstack/react-router';
import { PrivacyPolicyPage } from '../features/static-pages/components/info-pages.tsx';
import { pageTitle, translateNow } from '../i18n/i18n-provider.tsx';

export const Route = createFileRoute('/privacy-policy')({
  head: () => ({ meta: [{ title: pageTitle(translateNow('privacy.title')) }] }),
  component: PrivacyPolicyPage,
});
