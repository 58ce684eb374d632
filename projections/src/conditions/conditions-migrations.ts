import { sql, type Migration } from 'kysely';
import { ddl } from '../migrations/ddl.ts';

/**
 * Conditions are not event-sourced: workers write external observations as a time series, each with
 * its source and time. The admin-entered highway status is an event, projected into highway_status.
 * Append new migrations; never change one that has run.
 */
export const conditionsMigrations: Record<string, Migration> = {
  'conditions-0001-tables': ddl(
    sql`
      create table condition_observations (
        id bigserial primary key,
        kind text not null,
        source text not null,
        observed_at timestamptz not null,
        fetched_at timestamptz not null default now(),
        data jsonb not null,
        unique (kind, source, observed_at)
      )`,
    sql`create index condition_observations_latest on condition_observations (kind, observed_at desc)`,
    sql`
      create table highway_status (
        entry_id uuid primary key,
        status text not null,
        kam_hwy text,
        h2 text,
        total_delay integer,
        last_travel_time text,
        entered_by text not null,
        entered_at timestamptz not null,
        expires_at timestamptz not null
      )`,
    sql`create index highway_status_latest on highway_status (entered_at desc)`,
  ),
  'conditions-0002-beach-hazards': ddl(
    sql`
      create table beach_hazards (
        beach_id integer primary key,
        level text not null,
        reasons jsonb not null,
        sources jsonb not null,
        assessed_at timestamptz not null,
        last_known_level text,
        rise_event_id uuid,
        rise_level text
      )`,
    sql`
      create table beach_hazard_assessments (
        event_id uuid primary key,
        beach_id integer not null,
        beach_name text not null,
        level text not null,
        reasons jsonb not null,
        sources jsonb not null,
        inputs jsonb not null,
        assessed_at timestamptz not null,
        global_position bigint not null
      )`,
    sql`create index beach_hazard_assessments_recent on beach_hazard_assessments (beach_id, global_position desc)`,
  ),
};
