import type { CalendarCategory, RecurringPattern } from '@nsg/domain/calendar/calendar-event.ts';
import { hawaiiDay } from '@nsg/domain/advertising/pricing.ts';
import { hawaiiInstant } from '@nsg/domain/calendar/hawaii-dates.ts';
import { occurrencesBetween, type Occurrence } from '@nsg/domain/calendar/occurrences.ts';
import { addDays } from '@nsg/domain/shared/dates.ts';
import type { Kysely, Selectable } from 'kysely';
import type { ReadModelTables } from '../read-model-tables.ts';

type Db = Kysely<ReadModelTables>;
type Row = Selectable<ReadModelTables['calendar_events']>;

/** How far ahead the calendar and the feed look. */
export const CALENDAR_HORIZON_DAYS = 366;
const DAY_MS = 86_400_000;
/** The most occurrences one event page lists. */
const NEXT_OCCURRENCES = 10;

const timing = (row: Row) => ({
  startDate: row.start_date,
  endDate: row.end_date,
  startTime: row.start_time,
  endTime: row.end_time,
  isAllDay: row.is_all_day,
  isRecurring: row.is_recurring,
  recurringPattern: row.recurring_pattern as RecurringPattern | null,
});

/** What anyone may read of an event: never its contact. */
export function publicCalendarEvent(row: Row, today: string) {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category as CalendarCategory,
    location: row.location,
    address: row.address,
    latitude: row.latitude,
    longitude: row.longitude,
    ...timing(row),
    cost: row.cost,
    website: row.website,
    photos: row.photos,
    tags: row.tags,
    capacity: row.capacity,
    isRegistrationRequired: row.is_registration_required,
    registrationUrl: row.registration_url,
    locale: row.locale,
    sample: row.sample,
    featured: row.featured_until !== null && row.featured_until >= today,
    featuredUntil: row.featured_until,
  };
}
export type PublicCalendarEvent = ReturnType<typeof publicCalendarEvent>;

const occurrenceView = (occurrence: Occurrence) => ({
  start: occurrence.start.toISOString(),
  end: occurrence.end.toISOString(),
  date: occurrence.date,
});

/** Approved events that have not ended: what leaves the calendar leaves it by this query, on its own. */
const upcoming = (db: Db, now: Date) =>
  db.selectFrom('calendar_events').selectAll().where('status', '=', 'approved').where('ends_at', '>', now);

export interface CalendarFilters {
  /** Hawaii dates, inclusive. */
  from?: string;
  to?: string;
  category?: CalendarCategory;
}

/** Each occurrence in the window that has not ended yet, soonest first, with its event's public fields. */
export async function listCalendarOccurrences(db: Db, now: Date, filters: CalendarFilters) {
  const from = filters.from ? hawaiiInstant(filters.from) : now;
  const to = filters.to
    ? hawaiiInstant(addDays(filters.to, 1))
    : new Date(now.getTime() + CALENDAR_HORIZON_DAYS * DAY_MS);
  let query = upcoming(db, now).where('start_date', '<', hawaiiDay(to));
  if (filters.category) query = query.where('category', '=', filters.category);
  const rows = await query.execute();
  const today = hawaiiDay(now);
  const after = from > now ? from : now;
  return rows
    .flatMap((row) =>
      occurrencesBetween(timing(row), after, to).map((occurrence) => ({
        ...occurrenceView(occurrence),
        event: publicCalendarEvent(row, today),
      })),
    )
    .sort((a, b) => a.start.localeCompare(b.start) || a.event.title.localeCompare(b.event.title));
}

/** One approved event with its next occurrences; null when it is unknown, not approved, or over. */
export async function findPublicCalendarEvent(db: Db, id: string, now: Date) {
  const row = await upcoming(db, now).where('id', '=', id).executeTakeFirst();
  if (!row) return null;
  const horizon = new Date(now.getTime() + CALENDAR_HORIZON_DAYS * DAY_MS);
  return {
    ...publicCalendarEvent(row, hawaiiDay(now)),
    occurrences: occurrencesBetween(timing(row), now, horizon).slice(0, NEXT_OCCURRENCES).map(occurrenceView),
  };
}

/** Events an admin featured through today or later, each with its next occurrence, soonest first. */
export async function listFeaturedCalendarEvents(db: Db, now: Date) {
  const today = hawaiiDay(now);
  const rows = await upcoming(db, now).where('featured_until', '>=', today).execute();
  const horizon = new Date(now.getTime() + CALENDAR_HORIZON_DAYS * DAY_MS);
  return rows
    .flatMap((row) => {
      const [next] = occurrencesBetween(timing(row), now, horizon);
      return next ? [{ ...occurrenceView(next), event: publicCalendarEvent(row, today) }] : [];
    })
    .sort((a, b) => a.start.localeCompare(b.start))
    .slice(0, 6);
}

/** The approved events of the subscribable feed, and of one event's .ics. */
export async function listFeedCalendarEvents(db: Db, now: Date, id?: string) {
  let query = upcoming(db, now);
  if (id) query = query.where('id', '=', id);
  const rows = await query.orderBy('start_date').limit(1000).execute();
  return rows.map((row) => ({ ...publicCalendarEvent(row, hawaiiDay(now)), updatedAt: row.updated_at }));
}

/** The moderation queue: every field, the contact still sealed (the caller opens it for the moderator). */
export async function listCalendarEventsForModeration(db: Db, status: string, now: Date) {
  const rows = await db
    .selectFrom('calendar_events')
    .selectAll()
    .where('status', '=', status)
    .orderBy('created_at', status === 'pending' ? 'asc' : 'desc')
    .limit(500)
    .execute();
  const today = hawaiiDay(now);
  return rows.map((row) => ({
    ...publicCalendarEvent(row, today),
    status: row.status,
    ended: row.ends_at <= now,
    sealedContact: {
      personId: row.contact_person_id,
      name: row.contact_name,
      email: row.contact_email,
      phone: row.contact_phone,
    },
    advertiserId: row.advertiser_id,
    moderatorNotes: row.moderator_notes,
    moderatedBy: row.moderated_by,
    moderatedAt: row.moderated_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
  }));
}
