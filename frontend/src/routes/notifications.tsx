import { createFileRoute } from '@tanstack/react-router';
import { NotificationsPage } from '../features/notifications/components/notifications-page.tsx';

export const Route = createFileRoute('/notifications')({
  head: () => ({ meta: [{ title: 'Notifications | North Shore Guide' }] }),
  component: NotificationsPage,
});
