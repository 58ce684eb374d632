import { createFileRoute } from '@tanstack/react-router';
import { AdminProjectionsPage } from '../features/admin/components/admin-projections-page.tsx';

export const Route = createFileRoute('/admin/projections')({
  head: () => ({ meta: [{ title: 'Projections | Admin | North Shore Guide' }] }),
  component: AdminProjectionsPage,
});
