import { createFileRoute } from '@tanstack/react-router';
import { adminPageTitle } from '../features/admin/admin-title.ts';
import { AdminOperationsPage } from '../features/admin/components/admin-operations-page.tsx';

export const Route = createFileRoute('/admin/operations')({
  head: () => ({ meta: [{ title: adminPageTitle('admin.operations.documentTitle') }] }),
  component: AdminOperationsPage,
});
