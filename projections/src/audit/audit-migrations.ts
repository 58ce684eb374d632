import { sql, type Migration } from 'kysely';
import { ddl } from '../migrations/ddl.ts';

/** The audit log: one row per event. Append new migrations; never change one that has run. */
export const auditMigrations: Record<string, Migration> = {
  'audit-0001-log': ddl(
    sql`
      create table audit_log (
        global_position bigint primary key,
        event_id uuid not null,
        stream_id text not null,
        type text not null,
        actor text not null,
        correlation_id text not null,
        occurred_at timestamptz not null
      )`,
    sql`create index audit_log_stream on audit_log (stream_id, global_position)`,
    sql`create index audit_log_actor on audit_log (actor, global_position)`,
  ),
  // What caused each event, and the event's data (personal data in it is encrypted, as in the log).
  'audit-0002-causation-and-data': ddl(
    sql`alter table audit_log add column causation_id text`,
    sql`alter table audit_log add column data jsonb`,
  ),
};
