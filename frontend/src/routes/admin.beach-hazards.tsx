import { createFileRoute } from '@tanstack/react-router';
import { AdminBeachHazardsPage } from '../features/beaches/components/admin-beach-hazards-page.tsx';

export const Route = createFileRoute('/admin/beach-hazards')({
  head: () => ({ meta: [{ title: 'Beach hazards | Admin | North Shore Guide' }] }),
  component: AdminBeachHazardsPage,
});
