import { sql, type Migration } from 'kysely';
import { ddl } from '../migrations/ddl.ts';

/** The community events calendar (spec 001, `events`). Append new migrations; never change one that has run. */
export const calendarMigrations: Record<string, Migration> = {
  'calendar-0001-events': ddl(
    sql`
      create table calendar_events (
        id uuid primary key,
        title text not null,
        description text not null,
        category text not null,
        location text not null,
        address text,
        latitude double precision,
        longitude double precision,
        start_date text not null,
        end_date text,
        start_time text,
        end_time text,
        is_all_day boolean not null,
        is_recurring boolean not null,
        recurring_pattern text,
        cost text,
        contact_name text,
        contact_email text,
        contact_phone text,
        contact_person_id text not null,
        website text,
        photos jsonb not null,
        tags jsonb not null,
        capacity integer,
        is_registration_required boolean not null,
        registration_url text,
        locale text not null,
        advertiser_id uuid,
        sample boolean not null,
        status text not null,
        moderator_notes text,
        moderated_by text,
        moderated_at timestamptz,
        featured_until text,
        ends_at timestamptz not null,
        created_at timestamptz not null,
        updated_at timestamptz not null
      )`,
    // The calendar reads approved events that have not ended; the queue reads by status.
    sql`create index calendar_events_upcoming on calendar_events (status, ends_at)`,
  ),
};
