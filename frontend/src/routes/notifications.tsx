import { createFileRoute } from '@tanstack/react-router';
import { NotificationsPage } from '../features/notifications/components/notifications-page.tsx';
import { pageTitle, translateNow } from '../i18n/i18n-provider.tsx';

export const Route = createFileRoute('/notifications')({
  head: () => ({ meta: [{ title: pageTitle(translateNow('notifications.title')) }] }),
  component: NotificationsPage,
});
