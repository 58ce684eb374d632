import { sql, type Migration } from 'kysely';
import { ddl } from '../migrations/ddl.ts';

/** Reviews with their moderation state, and rating aggregates. Append new migrations; never change one that has run. */
export const reviewsMigrations: Record<string, Migration> = {
  'reviews-0001-tables': ddl(
    sql`
      create table reviews (
        id uuid primary key,
        type text not null,
        target_id integer not null,
        title text not null,
        content text not null,
        rating integer not null,
        author_name text not null,
        author_email text,
        author_person_id text not null,
        status text not null,
        moderator_notes text,
        moderated_by text,
        moderated_at timestamptz,
        created_at timestamptz not null
      )`,
    sql`create index reviews_target on reviews (type, target_id, status, created_at desc)`,
    sql`create index reviews_status on reviews (status, created_at)`,
    sql`
      create table review_stats (
        type text not null,
        target_id integer not null,
        review_count integer not null default 0,
        rating_sum integer not null default 0,
        primary key (type, target_id)
      )`,
  ),
};
