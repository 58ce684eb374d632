import { sql, type Generated, type Kysely, type Migration } from 'kysely';
import { sealLegacyNames } from '../personal-data/seal-legacy-names.ts';
import { sealLegacySubjects } from '../personal-data/seal-legacy-subjects.ts';

/** Tables owned by the platform: the event log, personal-data keys and subjects, sessions, settings, idempotency. */
export const platformMigrations: Record<string, Migration> = {
  '0001_event_store': {
    async up(db: Kysely<unknown>) {
      await sql`
        create table events (
          global_position bigserial primary key,
          transaction_id xid8 not null default pg_current_xact_id(),
          event_id uuid not null unique,
          stream_id text not null,
          revision bigint not null,
          type text not null,
          data jsonb not null,
          metadata jsonb not null,
          created_at timestamptz not null default now(),
          unique (stream_id, revision)
        )`.execute(db);
      // $all readers order and checkpoint by this pair (see ARCHITECTURE.md, "The event store").
      await sql`create index events_log_order on events (transaction_id, global_position)`.execute(db);
    },
  },
  '0002_personal_data_keys': {
    async up(db: Kysely<unknown>) {
      await sql`
        create table personal_data_keys (
          person_id text primary key,
          key bytea not null,
          created_at timestamptz not null default now()
        )`.execute(db);
    },
  },
  '0003_sessions_settings_idempotency': {
    async up(db: Kysely<unknown>) {
      await sql`
        create table sessions (
          id text primary key,
          account_id uuid not null,
          role text not null,
          created_at timestamptz not null default now(),
          expires_at timestamptz not null
        )`.execute(db);
      await sql`create index sessions_account on sessions (account_id)`.execute(db);
      await sql`
        create table app_settings (
          name text primary key,
          value text not null
        )`.execute(db);
      await sql`
        create table idempotency_keys (
          key text primary key,
          scope text not null,
          status_code integer not null,
          response jsonb not null,
          created_at timestamptz not null default now()
        )`.execute(db);
    },
  },
  '0004_personal_data_subjects': {
    async up(db: Kysely<unknown>) {
      // Which person ids belong to one data subject (a keyed hash of their email), for erasure.
      await sql`
        create table personal_data_subjects (
          subject text not null,
          person_id text not null,
          primary key (subject, person_id)
        )`.execute(db);
    },
  },
  '0005_idempotency_request_hash': {
    async up(db: Kysely<unknown>) {
      // Which request a key was used for (route and body), and whether its answer is in yet.
      await sql`alter table idempotency_keys add column request_hash text`.execute(db);
      await sql`alter table idempotency_keys alter column response drop not null`.execute(db);
    },
  },
  '0007_seal_legacy_names': {
    async up(db: Kysely<unknown>) {
      await sealLegacyNames(db);
    },
  },
  '0008_idempotency_replay_headers': {
    async up(db: Kysely<unknown>) {
      // What a replay gives back besides the body: its type, the log position and the visitor cookie.
      await sql`
        alter table idempotency_keys
          add column content_type text,
          add column log_position text,
          add column visitor_id text`.execute(db);
    },
  },
  '0009_seal_legacy_contact_subjects': {
    async up(db: Kysely<unknown>) {
      await sealLegacySubjects(db);
    },
  },
};

export interface PlatformTables {
  personal_data_keys: { person_id: string; key: Buffer; created_at: Generated<Date> };
  personal_data_subjects: { subject: string; person_id: string };
  sessions: { id: string; account_id: string; role: string; created_at: Generated<Date>; expires_at: Date };
  app_settings: { name: string; value: string };
  idempotency_keys: {
    key: string;
    scope: string;
    status_code: number;
    /** Null while the first request with the key is still running. */
    response: unknown;
    request_hash: string | null;
    content_type: string | null;
    log_position: string | null;
    visitor_id: string | null;
    created_at: Generated<Date>;
  };
}
