import { sql, type Migration } from 'kysely';
import { ddl } from '../migrations/ddl.ts';

/** Bookkeeping of the projection runner: one checkpoint row and one lease per projection. Append new migrations; never change one that has run. */
export const checkpointMigrations: Record<string, Migration> = {
  'checkpoints-0001-projection-checkpoints': ddl(sql`
    create table projection_checkpoints (
      name text primary key,
      commit_position numeric(20) not null default -1,
      prepare_position numeric(20) not null default -1,
      global_position bigint not null default 0,
      last_event_at timestamptz,
      updated_at timestamptz not null default now(),
      parked_position text,
      parked_event_id text,
      parked_error text,
      parked_at timestamptz
    )`),
  // Who runs each projection: see the runner's lease session.
  'checkpoints-0002-projection-leases': ddl(sql`
    create table projection_leases (
      name text primary key,
      owner text not null,
      owner_pid integer,
      epoch bigint not null,
      acquired_at timestamptz not null,
      heartbeat_at timestamptz not null,
      expires_at timestamptz not null
    )`),
  // The parked event's place in the log: a retry stepping over the events before it keeps the mark.
  'checkpoints-0003-parked-log-position': ddl(sql`
    alter table projection_checkpoints
      add column parked_commit numeric(20),
      add column parked_prepare numeric(20)`),
};
