import { sql, type Migration } from 'kysely';
import { ddl } from '../migrations/ddl.ts';

/**
 * The mail outbox: one row per message, without its body; the recipient only as vault ciphertext
 * (rows from before 0002 have none until `projections rebuild mail`). Append new migrations only.
 */
export const mailMigrations: Record<string, Migration> = {
  'mail-0001-outbox': ddl(
    sql`
      create table mail_outbox (
        id uuid primary key,
        status text not null,
        subject text not null,
        created_at timestamptz not null,
        sent_at timestamptz,
        attempts integer not null default 0,
        last_error text
      )`,
    sql`create index mail_outbox_status on mail_outbox (status, created_at)`,
  ),
  'mail-0002-recipient': ddl(
    sql`alter table mail_outbox add column person_id text, add column recipient text`,
  ),
  // A subject a person wrote is kept only as vault ciphertext of `person_id`.
  'mail-0003-sealed-subject': ddl(
    sql`alter table mail_outbox alter column subject drop not null, add column sealed_subject text`,
  ),
};
