import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '../features/advertiser/components/dashboard-page.tsx';
import { pageTitle, translateNow } from '../i18n/i18n-provider.tsx';

export const Route = createFileRoute('/advertiser/dashboard')({
  head: () => ({ meta: [{ title: pageTitle(translateNow('advertiser.dashboard.title')) }] }),
  component: DashboardPage,
});
