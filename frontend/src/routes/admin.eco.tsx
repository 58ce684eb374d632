import { createFileRoute } from '@tanstack/react-router';
import { adminPageTitle } from '../features/admin/admin-title.ts';
import { EcoAdminPage } from '../features/eco/components/eco-admin-page.tsx';

export const Route = createFileRoute('/admin/eco')({
  head: () => ({ meta: [{ title: adminPageTitle('admin.eco.documentTitle') }] }),
  component: EcoAdminPage,
});
