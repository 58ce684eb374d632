import { createFileRoute } from '@tanstack/react-router';
import { EcoAdminPage } from '../features/eco/components/eco-admin-page.tsx';

export const Route = createFileRoute('/admin/eco')({
  head: () => ({ meta: [{ title: 'Eco verification | Admin | North Shore Guide' }] }),
  component: EcoAdminPage,
});
