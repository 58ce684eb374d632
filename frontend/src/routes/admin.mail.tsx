import { createFileRoute } from '@tanstack/react-router';
import { adminPageTitle } from '../features/admin/admin-title.ts';
import { AdminMailPage } from '../features/admin/components/admin-mail-page.tsx';

export const Route = createFileRoute('/admin/mail')({
  head: () => ({ meta: [{ title: adminPageTitle('admin.mail.documentTitle') }] }),
  component: AdminMailPage,
});
