import { createFileRoute } from '@tanstack/react-router';
import { AdminCalendarPage } from '../features/admin/components/admin-calendar-page.tsx';

export const Route = createFileRoute('/admin/events')({
  component: AdminCalendarPage,
});
