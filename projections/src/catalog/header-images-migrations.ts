import { sql, type Migration } from 'kysely';
import { ddl } from '../migrations/ddl.ts';

/** The home page's header images (spec 001, `header_images`). Append new migrations; never change one that has run. */
export const headerImagesMigrations: Record<string, Migration> = {
  'header-images-0001-images-and-order': ddl(
    sql`
      create table header_images (
        id integer primary key,
        image_url text not null,
        alt_text text not null,
        alt_text_ja text not null default '',
        sample boolean not null default false,
        position integer,
        revision integer not null default 0,
        retired_at timestamptz,
        -- Checked at commit: a reorder renumbers every image, passing through duplicates on the way.
        constraint header_images_position_unique unique (position) deferrable initially deferred
      )`,
    sql`
      create table header_image_order (
        id text primary key,
        image_ids integer[] not null,
        revision integer not null
      )`,
  ),
};
