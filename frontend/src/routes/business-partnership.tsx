import { createFileRoute } from '@tanstack/react-router';
import { BusinessPartnershipPage } from '../features/static-pages/components/info-pages.tsx';
import { pageTitle, translateNow } from '../i18n/i18n-provider.tsx';

export const Route = createFileRoute('/business-partnership')({
  head: () => ({ meta: [{ title: pageTitle(translateNow('partnership.title')) }] }),
  component: BusinessPartnershipPage,
});
