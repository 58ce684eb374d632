import { createFileRoute } from '@tanstack/react-router';
import { TermsOfUsePage } from '../features/static-pages/components/info-pages.tsx';
import { pageTitle, translateNow } from '../i18n/i18n-provider.tsx';

export const Route = createFileRoute('/terms-of-use')({
  head: () => ({ meta: [{ title: pageTitle(translateNow('terms.title')) }] }),
  component: TermsOfUsePage,
});
