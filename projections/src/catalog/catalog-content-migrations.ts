import { sql, type Migration } from 'kysely';
import { ddl } from '../migrations/ddl.ts';

/**
 * The catalog projection starts again from the first event, to fill in what a migration added. On a fresh
 * database this runs before the checkpoints table exists (names sort 'catalog' first): no catalog has been
 * projected there yet, so there is nothing to read again.
 */
const readCatalogAgain = sql`do $$ begin
  if to_regclass('projection_checkpoints') is not null then
    update projection_checkpoints set commit_position = -1, prepare_position = -1, global_position = 0
      where name = 'catalog';
  end if;
end $$`;

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
  // Admins edit and retire rewards: each keeps its stream's revision (an edit names the one its form was
  // loaded at) and when it was retired. The catalog is read again from the log to fill the revisions in.
  'catalog-content-0002-reward-revisions-and-retirement': ddl(
    sql`alter table eco_rewards add column revision integer not null default 0`,
    sql`alter table eco_rewards add column retired_at timestamptz`,
    readCatalogAgain,
  ),
  // Admins edit and retire the catalog's tips: each keeps its stream's revision and when it was retired.
  'catalog-content-0003-tip-revisions-and-retirement': ddl(
    sql`alter table local_tips add column revision integer not null default 0`,
    sql`alter table local_tips add column retired_at timestamptz`,
    readCatalogAgain,
  ),
  // Admins edit and retire eco challenges: each keeps its stream's revision and when it was retired.
  'catalog-eco-0001-challenge-revisions-and-retirement': ddl(
    sql`alter table eco_challenges add column revision integer not null default 0`,
    sql`alter table eco_challenges add column retired_at timestamptz`,
    readCatalogAgain,
  ),
  // Admins edit and retire eco categories: each keeps its stream's revision and when it was retired.
  'catalog-eco-0002-category-revisions-and-retirement': ddl(
    sql`alter table eco_categories add column revision integer not null default 0`,
    sql`alter table eco_categories add column retired_at timestamptz`,
    readCatalogAgain,
  ),
};
