import { createFileRoute } from '@tanstack/react-router';
import { AdminLayout } from '../features/admin/components/admin-layout.tsx';
import { pageTitle, translateNow } from '../i18n/i18n-provider.tsx';

export const Route = createFileRoute('/admin')({
  head: () => ({ meta: [{ title: pageTitle(translateNow('admin.title')) }] }),
  component: AdminLayout,
});
