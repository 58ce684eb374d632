import { createFileRoute } from '@tanstack/react-router';
import { AdminMailPage } from '../features/admin/components/admin-mail-page.tsx';

export const Route = createFileRoute('/admin/mail')({
  head: () => ({ meta: [{ title: 'Mail outbox | Admin | North Shore Guide' }] }),
  component: AdminMailPage,
});
