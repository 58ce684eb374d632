import { multipartBody } from '../../uploads/multipart-body.ts';
import type { TestApp } from '../../testing/test-app.ts';
import type { Send } from './walk-send.ts';

/** A visitor submits an event, an admin approves and features it, anyone reads the calendar and its .ics. */
export async function walkCalendar(t: TestApp, send: Send, admin: string) {
  const submitted = await send(
    'POST',
    '/api/events',
    {},
    {
      multipart: multipartBody({
        title: 'Waimea Bay cleanup',
        description: 'Gloves and bags provided.',
        category: 'beach_cleanup',
        location: 'Waimea Bay Beach Park',
        coordinates: '21.6416, -158.0656',
        startDate: '2027-01-09',
        startTime: '08:00',
        endTime: '10:00',
        contactName: 'Kalani',
        contactEmail: 'kalani@example.com',
      }),
    },
  );
  const { id } = submitted.json<{ id: string }>();
  await t.settle();
  await send('GET', '/api/admin/events', {}, { cookie: admin, query: 'status=pending' });
  await send('POST', '/api/admin/events/:id/approve', { id }, { cookie: admin, body: { note: 'Checked' } });
  await t.settle();
  await send(
    'POST',
    '/api/admin/events/:id/feature',
    { id },
    { cookie: admin, body: { featuredUntil: '2027-01-09' } },
  );
  await t.settle();
  await send('GET', '/api/events', {}, { query: 'category=beach_cleanup' });
  await send('GET', '/api/events/featured', {});
  await send('GET', '/api/events/:id', { id });
  await send('GET', '/api/events/:id/ics', { id });
  await send('GET', '/api/calendar.ics', {});
  await send('POST', '/api/admin/events/:id/reject', { id }, { cookie: admin, body: { note: 'Cancelled' } });
}
