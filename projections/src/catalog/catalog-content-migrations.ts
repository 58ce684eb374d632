import { sql, type Migration } from 'kysely';
import { ddl } from '../migrations/ddl.ts';

/**
 * The catalog's content kept by its people: tips suggested by visitors and moderated. Append new
 * migrations; never change one that has run.
 */
export const catalogContentMigrations: Record<string, Migration> = {
  // Every tip there so far came from the catalog itself: listed, with nobody to moderate it.
  'catalog-content-0001-tip-moderation': ddl(
    sql`alter table local_tips add column status text not null default 'listed'`,
    sql`alter table local_tips add column author_person_id text`,
    sql`alter table local_tips add column author_email text`,
    sql`alter table local_tips add column submitted_at timestamptz`,
    sql`alter table local_tips add column moderator_notes text`,
    sql`alter table local_tips add column moderated_by text`,
    sql`alter table local_tips add column moderated_at timestamptz`,
    sql`create index local_tips_status on local_tips (status, submitted_at)`,
  ),
};
