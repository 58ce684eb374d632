import { createFileRoute } from '@tanstack/react-router';
import { AdminLayout } from '../features/admin/components/admin-layout.tsx';

export const Route = createFileRoute('/admin')({
  head: () => ({ meta: [{ title: 'Admin | North Shore Guide' }] }),
  component: AdminLayout,
});
