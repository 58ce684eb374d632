import { createFileRoute } from '@tanstack/react-router';
import { TrafficAdminPage } from '../features/traffic-admin/components/traffic-admin-page.tsx';

export const Route = createFileRoute('/admin/traffic')({
  head: () => ({ meta: [{ title: 'Highway status | Admin | North Shore Guide' }] }),
  component: TrafficAdminPage,
});
