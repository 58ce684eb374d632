import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../shared/decider-spec.ts';
import {
  calendarEventDecider,
  detailsOf,
  submitCalendarEventSchema,
  type CalendarEvent,
} from './calendar-event.ts';

const now = new Date('2026-11-27T20:00:00Z');
const form = {
  title: 'Sunset Beach cleanup',
  description: 'Bring gloves and water; bags provided.',
  category: 'beach_cleanup',
  location: 'Sunset Beach Park',
  coordinates: '21.6782, -158.0416',
  startDate: '2026-12-05',
  startTime: '08:00',
  endTime: '10:00',
  contactName: 'Malia',
  contactEmail: 'malia@example.com',
  tags: 'cleanup, family, cleanup',
};
const input = submitCalendarEventSchema.parse(form);
const details = detailsOf(input, []);
const submitted: CalendarEvent = {
  type: 'calendar.EventSubmitted',
  data: {
    calendarEventId: 'e1',
    ...details,
    contactName: 'pd1:name',
    contactEmail: 'pd1:email',
    contactPhone: null,
    contactPersonId: 'event-contact:e1',
    advertiserId: null,
    submittedAt: now.toISOString(),
  },
};
const submit = {
  kind: 'SubmitEvent' as const,
  calendarEventId: 'e1',
  details,
  sealedContact: { contactName: 'pd1:name', contactEmail: 'pd1:email', contactPhone: null },
  contactPersonId: 'event-contact:e1',
  advertiserId: null,
  now,
};
const moderation = { moderatorId: 'admin-1', note: null, now };
const approved: CalendarEvent = {
  type: 'calendar.EventApproved',
  data: { calendarEventId: 'e1', moderatorId: 'admin-1', note: null, moderatedAt: now.toISOString() },
};
const spec = deciderSpec(calendarEventDecider);

describe('the calendar event form', () => {
  it('reads a form’s texts: coordinates split, tags de-duplicated, unchecked boxes false', () => {
    expect(details).toMatchObject({
      latitude: 21.6782,
      longitude: -158.0416,
      tags: ['cleanup', 'family'],
      isAllDay: false,
      isRecurring: false,
      recurringPattern: null,
      address: null,
    });
  });

  it('names each field that is wrong', () => {
    const result = submitCalendarEventSchema.safeParse({
      ...form,
      startTime: '',
      endDate: '2026-12-01',
      isRecurring: 'true',
      contactEmail: 'nope',
      coordinates: 'north shore',
    });
    expect(result.success).toBe(false);
    const fields = Object.fromEntries(result.error!.issues.map((issue) => [issue.path[0], issue.message]));
    expect(fields).toEqual({
      contactEmail: 'Please enter a valid email address',
      coordinates: 'Coordinates must be latitude, longitude (like 21.6649, -158.0539)',
      startTime: 'Start time is required unless all day',
      endDate: 'End date must not be before the start date',
      recurringPattern: 'Please choose how the event repeats',
    });
  });
});

describe('the calendar event decider', () => {
  it('submits a pending event with its contact sealed', () => spec.given([]).when(submit).then([submitted]));
  it('approves a pending event', () =>
    spec
      .given([submitted])
      .when({ kind: 'ApproveEvent', ...moderation })
      .then([approved]));
  it('rejects an approved event with the moderator’s note', () =>
    spec
      .given([submitted, approved])
      .when({ kind: 'RejectEvent', ...moderation, note: 'Cancelled by the organiser' })
      .then([
        {
          type: 'calendar.EventRejected',
          data: {
            calendarEventId: 'e1',
            moderatorId: 'admin-1',
            note: 'Cancelled by the organiser',
            moderatedAt: now.toISOString(),
          },
        },
      ]));
  it('refuses to approve twice', () =>
    spec
      .given([submitted, approved])
      .when({ kind: 'ApproveEvent', ...moderation })
      .thenThrows('conflict'));
  it('features an approved event until a date, stating the date before', () =>
    spec
      .given([submitted, approved])
      .when({ kind: 'FeatureEvent', featuredUntil: '2026-12-05', moderatorId: 'admin-1', now })
      .then([
        {
          type: 'calendar.EventFeatured',
          data: {
            calendarEventId: 'e1',
            featuredUntil: '2026-12-05',
            previousFeaturedUntil: null,
            moderatorId: 'admin-1',
            at: now.toISOString(),
          },
        },
      ]));
  it('does not feature an event still pending', () =>
    spec
      .given([submitted])
      .when({ kind: 'FeatureEvent', featuredUntil: '2026-12-05', moderatorId: 'admin-1', now })
      .thenThrows('conflict', 'Only an approved event'));
  it('knows no event that was never submitted', () =>
    spec
      .given([])
      .when({ kind: 'ApproveEvent', ...moderation })
      .thenThrows('not_found'));
});
