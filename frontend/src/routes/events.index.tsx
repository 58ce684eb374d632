import { createFileRoute } from '@tanstack/react-router';
import { CalendarPage } from '../features/calendar/components/calendar-page.tsx';
import { pageTitle, translateNow } from '../i18n/i18n-provider.tsx';

export const Route = createFileRoute('/events/')({
  head: () => ({ meta: [{ title: pageTitle(translateNow('calendar.title')) }] }),
  component: CalendarPage,
});
