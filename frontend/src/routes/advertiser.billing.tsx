import { createFileRoute } from '@tanstack/react-router';
import { BillingPage } from '../features/payments/components/billing-page.tsx';
import { pageTitle, translateNow } from '../i18n/i18n-provider.tsx';

export const Route = createFileRoute('/advertiser/billing')({
  head: () => ({ meta: [{ title: pageTitle(translateNow('advertiser.billing.pageTitle')) }] }),
  component: BillingPage,
});
