import { sql, type Migration } from 'kysely';
import { ddl } from '../migrations/ddl.ts';

/** Read models of the catalog: beaches, businesses, products, tips, eco and survey catalogs. Append new migrations; never change one that has run. */
export const catalogMigrations: Record<string, Migration> = {
  'catalog-0001-tables': ddl(
    sql`
      create table beaches (
        id integer primary key,
        name text not null,
        location text not null,
        description text not null,
        image text not null,
        surf_height text not null,
        surf_status text not null,
        has_lifeguards boolean not null,
        has_parking text not null,
        best_for text not null,
        latitude numeric(9,6),
        longitude numeric(9,6),
        geofence_radius integer not null default 500
      )`,
    sql`
      create table businesses (
        id integer primary key,
        name text not null,
        category text not null,
        location text not null,
        description text not null,
        image text not null,
        latitude numeric(9,6),
        longitude numeric(9,6),
        phone text,
        website text
      )`,
    sql`create index businesses_category on businesses (category)`,
    sql`
      create table products (
        id integer primary key,
        name text not null,
        description text not null,
        price integer not null,
        image text not null,
        category text not null
      )`,
    sql`create table local_tips (id integer primary key, category text not null, document jsonb not null)`,
    sql`create table eco_categories (id integer primary key, document jsonb not null)`,
    sql`create table eco_challenges (id integer primary key, category_id integer not null, document jsonb not null)`,
    sql`create table eco_rewards (id integer primary key, document jsonb not null)`,
    sql`create table survey_categories (id integer primary key, document jsonb not null)`,
  ),
  'catalog-0002-beach-exposure': ddl(sql`alter table beaches add column exposure jsonb`),
  // Sample data: what the seed added. The seed is the only writer of these events so far, so every row
  // already there is a sample (a rebuild says the same, from each event's actor).
  'catalog-0003-sample': ddl(
    sql`alter table businesses add column sample boolean not null default false`,
    sql`update businesses set sample = true`,
    sql`update local_tips set document = document || '{"sample": true}'::jsonb`,
    sql`update eco_rewards set document = document || '{"sample": true}'::jsonb`,
  ),
  // Japanese versions of a beach's texts: null where the catalog has only the English.
  'catalog-0004-beach-japanese': ddl(
    sql`alter table beaches add column description_ja text`,
    sql`alter table beaches add column best_for_ja text`,
  ),
  // Japanese versions of products' names and descriptions and of business descriptions: null where the
  // catalog has only the English. Tips keep theirs in their document.
  'catalog-0005-shop-business-japanese': ddl(
    sql`alter table products add column name_ja text`,
    sql`alter table products add column description_ja text`,
    sql`alter table businesses add column description_ja text`,
  ),
  // A business's name in Japanese: null where the catalog has only the English.
  'catalog-0006-business-name-japanese': ddl(sql`alter table businesses add column name_ja text`),
  // Admins edit and retire businesses, beaches and products: each row keeps its stream's revision (an
  // edit names the one its form was loaded at) and when it was retired; a beach, when its safety facts
  // (lifeguards, exposure) were last set, which its hazard rating's reasons say. The catalog is read again from
  // the log to fill the revisions in.
  'catalog-admin-0001-revisions-and-retirement': ddl(
    sql`alter table businesses add column revision integer not null default 0`,
    sql`alter table businesses add column retired_at timestamptz`,
    sql`alter table beaches add column revision integer not null default 0`,
    sql`alter table beaches add column retired_at timestamptz`,
    sql`alter table beaches add column safety_facts_edited_at timestamptz`,
    sql`alter table products add column revision integer not null default 0`,
    sql`alter table products add column retired_at timestamptz`,
    sql`alter table products add column sample boolean not null default false`,
    // Migrations run by name, so on a new database this comes before the checkpoints exist (none to reset).
    sql`do $$ begin
      if to_regclass('projection_checkpoints') is not null then
        update projection_checkpoints set commit_position = -1, prepare_position = -1, global_position = 0
          where name = 'catalog';
      end if;
    end $$`,
  ),
};
