import { z } from 'zod';
import { CALENDAR_CATEGORIES, RECURRING_PATTERNS } from '@nsg/domain/calendar/calendar-event.ts';
import { boundedIsoDate } from '@nsg/domain/shared/dates.ts';

export const calendarQuery = z.object({
  category: z.enum(CALENDAR_CATEGORIES, 'Please choose a category').optional(),
  from: boundedIsoDate('From must be a date (YYYY-MM-DD)').optional(),
  to: boundedIsoDate('To must be a date (YYYY-MM-DD)').optional(),
});

/** What anyone may read of an event: never its contact. */
const publicFields = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.enum(CALENDAR_CATEGORIES),
  location: z.string(),
  address: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  startDate: z.string().describe('Hawaii date, YYYY-MM-DD'),
  endDate: z.string().nullable().describe('Last Hawaii date; for a series, the day it stops repeating'),
  startTime: z.string().nullable().describe('Hawaii time, HH:MM'),
  endTime: z.string().nullable(),
  isAllDay: z.boolean(),
  isRecurring: z.boolean(),
  recurringPattern: z.string().nullable().describe(RECURRING_PATTERNS.join(', ')),
  cost: z.string().nullable(),
  website: z.string().nullable(),
  photos: z.array(z.string()),
  tags: z.array(z.string()),
  capacity: z.number().int().nullable(),
  isRegistrationRequired: z.boolean(),
  registrationUrl: z.string().nullable(),
  locale: z.string().describe('The language the submitter wrote in'),
  sample: z.boolean().describe('Shipped with the guide to show how it works; not a real event'),
  featured: z.boolean(),
  featuredUntil: z.string().nullable(),
});

const occurrence = {
  start: z.string().describe('UTC instant'),
  end: z.string().describe('UTC instant'),
  date: z.string().describe('Hawaii date of the occurrence'),
};

export const calendarOccurrenceView = z.object({ ...occurrence, event: publicFields });

export const calendarEventView = publicFields.extend({ occurrences: z.array(z.object(occurrence)) });

export const calendarEventForModeration = publicFields.extend({
  status: z.string(),
  ended: z.boolean(),
  contact: z
    .object({ name: z.string().nullable(), email: z.string().nullable(), phone: z.string().nullable() })
    .describe('Opened for moderators only; "[erased]" once the person is erased'),
  advertiserId: z.string().nullable(),
  moderatorNotes: z.string().nullable(),
  moderatedBy: z.string().nullable(),
  moderatedAt: z.string().nullable(),
  createdAt: z.string(),
});
