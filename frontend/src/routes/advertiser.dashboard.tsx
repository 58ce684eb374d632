import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '../features/advertiser/components/dashboard-page.tsx';

export const Route = createFileRoute('/advertiser/dashboard')({
  head: () => ({ meta: [{ title: 'Advertiser Dashboard | North Shore Guide' }] }),
  component: DashboardPage,
});
