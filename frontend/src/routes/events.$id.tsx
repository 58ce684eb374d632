import { createFileRoute, notFound } from '@tanstack/react-router';
import { Skeleton, Container } from '@mantine/core';
import { calendarEventQueryOptions } from '../features/calendar/api/calendar.ts';
import { EventNotFound, EventPage } from '../features/calendar/components/event-page.tsx';
import { pageTitle, translateNow } from '../i18n/i18n-provider.tsx';
import { isNotFound } from '../lib/api-fetch.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const Route = createFileRoute('/events/$id')({
  loader: async ({ context: { queryClient }, params }) => {
    if (!UUID.test(params.id)) throw notFound();
    try {
      const event = await queryClient.ensureQueryData(calendarEventQueryOptions(params.id));
      return { title: event.title };
    } catch (error) {
      if (isNotFound(error)) throw notFound();
      throw error;
    }
  },
  head: ({ loaderData }) => ({
    meta: [{ title: pageTitle(loaderData?.title ?? translateNow('calendar.event.notFound')) }],
  }),
  component: CalendarEventRoute,
  pendingComponent: () => (
    <Container size="md" py="xl">
      <Skeleton height={320} />
    </Container>
  ),
  notFoundComponent: EventNotFound,
});

function CalendarEventRoute() {
  const { id } = Route.useParams();
  return <EventPage id={id} />;
}
