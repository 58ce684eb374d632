import type { CalendarEvent, CalendarEventSubmitted } from '@nsg/domain/calendar/calendar-event.ts';
import { endOfEvent } from '@nsg/domain/calendar/occurrences.ts';
import { SEED_ACTOR } from '@nsg/domain/catalog/seed/types.ts';
import type { RecordedEvent } from '@nsg/domain/shared/events.ts';
import { isEventOf } from '@nsg/domain/stored-events.ts';
import type { Transaction } from 'kysely';
import type { ReadModelTables } from '../read-model-tables.ts';
import { eachEvent } from '../runner/page-apply.ts';
import type { Projection, ReadModelChange } from '../runner/projection.ts';

const CALENDAR_TYPES = new Set<CalendarEvent['type']>([
  'calendar.EventSubmitted',
  'calendar.EventApproved',
  'calendar.EventRejected',
  'calendar.EventFeatured',
]);

type Db = Transaction<ReadModelTables>;

function submittedRow(data: CalendarEventSubmitted['data'], recorded: RecordedEvent) {
  const { calendarEventId, submittedAt, advertiserId, contactPersonId, photos, tags, ...fields } = data;
  return {
    id: calendarEventId,
    title: fields.title,
    description: fields.description,
    category: fields.category,
    location: fields.location,
    address: fields.address,
    latitude: fields.latitude,
    longitude: fields.longitude,
    start_date: fields.startDate,
    end_date: fields.endDate,
    start_time: fields.startTime,
    end_time: fields.endTime,
    is_all_day: fields.isAllDay,
    is_recurring: fields.isRecurring,
    recurring_pattern: fields.recurringPattern,
    cost: fields.cost,
    contact_name: fields.contactName,
    contact_email: fields.contactEmail,
    contact_phone: fields.contactPhone,
    contact_person_id: contactPersonId,
    website: fields.website,
    photos: JSON.stringify(photos),
    tags: JSON.stringify(tags),
    capacity: fields.capacity,
    is_registration_required: fields.isRegistrationRequired,
    registration_url: fields.registrationUrl,
    locale: fields.locale,
    advertiser_id: advertiserId,
    sample: recorded.metadata.actor === SEED_ACTOR,
    status: 'pending',
    ends_at: endOfEvent(fields),
    created_at: new Date(submittedAt),
    updated_at: new Date(submittedAt),
  };
}

async function applyCalendarEvent(db: Db, recorded: RecordedEvent): Promise<ReadModelChange | void> {
  if (!isEventOf(recorded, CALENDAR_TYPES)) return;
  const id = recorded.data.calendarEventId;
  switch (recorded.type) {
    case 'calendar.EventSubmitted':
      await db.insertInto('calendar_events').values(submittedRow(recorded.data, recorded)).execute();
      return { ids: [id], audience: 'admin' };
    case 'calendar.EventApproved':
    case 'calendar.EventRejected': {
      const { note, moderatorId, moderatedAt } = recorded.data;
      const rejected = recorded.type === 'calendar.EventRejected';
      await db
        .updateTable('calendar_events')
        .set({
          status: rejected ? 'rejected' : 'approved',
          moderator_notes: note,
          moderated_by: moderatorId,
          moderated_at: new Date(moderatedAt),
          updated_at: new Date(moderatedAt),
          ...(rejected ? { featured_until: null } : {}),
        })
        .where('id', '=', id)
        .execute();
      return { ids: [id], audience: 'public' };
    }
    case 'calendar.EventFeatured':
      await db
        .updateTable('calendar_events')
        .set({ featured_until: recorded.data.featuredUntil, updated_at: new Date(recorded.data.at) })
        .where('id', '=', id)
        .execute();
      return { ids: [id], audience: 'public' };
  }
}

/**
 * The community events calendar: every submitted event with its moderation state. The contact stays
 * sealed here; erasing the person shreds its key, and moderators then read "[erased]".
 */
export const calendarProjection: Projection = {
  name: 'calendar',
  tables: ['calendar_events'],
  eventTypes: CALENDAR_TYPES,
  apply: eachEvent(applyCalendarEvent),
};
