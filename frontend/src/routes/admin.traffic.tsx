import { createFileRoute } from '@tanstack/react-router';
import { adminPageTitle } from '../features/admin/admin-title.ts';
import { TrafficAdminPage } from '../features/traffic-admin/components/traffic-admin-page.tsx';

export const Route = createFileRoute('/admin/traffic')({
  head: () => ({ meta: [{ title: adminPageTitle('admin.traffic.documentTitle') }] }),
  component: TrafficAdminPage,
});
