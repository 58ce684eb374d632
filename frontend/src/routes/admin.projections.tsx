import { createFileRoute } from '@tanstack/react-router';
import { adminPageTitle } from '../features/admin/admin-title.ts';
import { AdminProjectionsPage } from '../features/admin/components/admin-projections-page.tsx';

export const Route = createFileRoute('/admin/projections')({
  head: () => ({ meta: [{ title: adminPageTitle('admin.projections.documentTitle') }] }),
  component: AdminProjectionsPage,
});
