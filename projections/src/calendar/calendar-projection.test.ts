import { describe, it } from 'vitest';
import type { CalendarEventSubmitted } from '@nsg/domain/calendar/calendar-event.ts';
import { SEED_ACTOR } from '@nsg/domain/catalog/seed/types.ts';
import { projectionSpec, type SpecEvent } from '../testing/projection-spec.ts';
import { calendarProjection } from './calendar-projection.ts';

const spec = projectionSpec(calendarProjection);
const EVENT = '5d7c1f0e-2b3a-4c5d-8e9f-0a1b2c3d4e5f';

const submitted = (actor = 'visitor:v1'): SpecEvent => ({
  streamId: `calendar_event-${EVENT}`,
  actor,
  type: 'calendar.EventSubmitted',
  data: {
    calendarEventId: EVENT,
    title: 'Haleiwa farmers market',
    description: 'Local produce every Thursday.',
    category: 'farmers_market',
    location: 'Haleiwa',
    address: null,
    latitude: 21.59,
    longitude: -158.1,
    startDate: '2026-12-03',
    endDate: '2026-12-31',
    startTime: '14:00',
    endTime: '18:00',
    isAllDay: false,
    isRecurring: true,
    recurringPattern: 'weekly',
    cost: 'Free',
    website: null,
    photos: [],
    tags: ['food'],
    capacity: null,
    isRegistrationRequired: false,
    registrationUrl: null,
    locale: 'en',
    contactName: 'pd1:name',
    contactEmail: 'pd1:email',
    contactPhone: null,
    contactPersonId: `event-contact:${EVENT}`,
    advertiserId: null,
    submittedAt: '2026-11-27T20:00:00.000Z',
  } satisfies CalendarEventSubmitted['data'],
});
const moderated = (type: 'calendar.EventApproved' | 'calendar.EventRejected', note: string | null = null) =>
  ({
    streamId: `calendar_event-${EVENT}`,
    type,
    data: { calendarEventId: EVENT, moderatorId: 'admin:a1', note, moderatedAt: '2026-11-27T21:00:00.000Z' },
  }) as SpecEvent;
const featured: SpecEvent = {
  streamId: `calendar_event-${EVENT}`,
  type: 'calendar.EventFeatured',
  data: {
    calendarEventId: EVENT,
    featuredUntil: '2026-12-10',
    previousFeaturedUntil: null,
    moderatorId: 'admin:a1',
    at: '2026-11-27T22:00:00.000Z',
  },
};

describe('the calendar projection', () => {
  it('keeps a submitted event pending, its contact sealed, until its series’ last evening', async () => {
    await spec
      .given([])
      .when([submitted()])
      .then({
        calendar_events: [
          {
            id: EVENT,
            status: 'pending',
            sample: false,
            contact_email: 'pd1:email',
            tags: ['food'],
            // The 31st's market ends at 18:00 Hawaii time.
            ends_at: new Date('2027-01-01T04:00:00.000Z'),
          },
        ],
      });
  });

  it('records who approved it and when, and a feature date', async () => {
    await spec
      .given([submitted()])
      .when([moderated('calendar.EventApproved', 'Checked with the organiser'), featured])
      .then({
        calendar_events: [
          {
            status: 'approved',
            moderator_notes: 'Checked with the organiser',
            moderated_by: 'admin:a1',
            moderated_at: new Date('2026-11-27T21:00:00.000Z'),
            featured_until: '2026-12-10',
          },
        ],
      });
  });

  it('stops featuring an event once it is rejected', async () => {
    await spec
      .given([submitted(), moderated('calendar.EventApproved'), featured])
      .when([moderated('calendar.EventRejected', 'Cancelled')])
      .then({
        calendar_events: [{ status: 'rejected', featured_until: null, moderator_notes: 'Cancelled' }],
      });
  });

  it('marks what the seed adds as a sample', async () => {
    await spec
      .given([])
      .when([submitted(SEED_ACTOR)])
      .then({ calendar_events: [{ sample: true }] });
  });

  it('tells admins of a new event, and everybody of a moderation', async () => {
    await spec
      .given([])
      .when([submitted(), moderated('calendar.EventApproved')])
      .thenAnnounces([
        { ids: [EVENT], audience: 'admin' },
        { ids: [EVENT], audience: 'public' },
      ]);
  });
});
