import { createFileRoute } from '@tanstack/react-router';
import { ListingsPage } from '../features/business-owners/components/listings-page.tsx';
import { pageTitle, translateNow } from '../i18n/i18n-provider.tsx';

export const Route = createFileRoute('/advertiser/listings')({
  head: () => ({ meta: [{ title: pageTitle(translateNow('advertiser.listings.pageTitle')) }] }),
  component: ListingsPage,
});
