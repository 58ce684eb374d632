import { createFileRoute } from '@tanstack/react-router';
import { AnalyticsPage } from '../features/analytics/components/analytics-page.tsx';
import { pageTitle, translateNow } from '../i18n/i18n-provider.tsx';

export const Route = createFileRoute('/analytics')({
  head: () => ({ meta: [{ title: pageTitle(translateNow('analytics.title')) }] }),
  component: AnalyticsPage,
});
