import { createFileRoute } from '@tanstack/react-router';
import { SubmitEventPage } from '../features/calendar/components/submit-event-page.tsx';
import { pageTitle, translateNow } from '../i18n/i18n-provider.tsx';

export const Route = createFileRoute('/events/submit')({
  head: () => ({ meta: [{ title: pageTitle(translateNow('calendar.form.title')) }] }),
  component: SubmitEventPage,
});
