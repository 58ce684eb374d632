import { sql, type Migration } from 'kysely';
import { ddl } from '../migrations/ddl.ts';

/** Board Hub listings, without the seller's email or phone. Append new migrations only. */
export const marketplaceMigrations: Record<string, Migration> = {
  'marketplace-0001-listings': ddl(
    sql`
      create table listings (
        id uuid primary key,
        title text not null,
        length text not null,
        length_feet integer not null,
        condition text not null,
        price text not null,
        location text not null,
        seller_name text not null,
        description text,
        photo_url text,
        status text not null,
        contact_count integer not null default 0,
        created_at timestamptz not null,
        expires_at timestamptz not null,
        sold_at timestamptz
      )`,
    sql`create index listings_status on listings (status, created_at desc)`,
    sql`create index listings_due on listings (expires_at) where status = 'active'`,
  ),
  // Every listing so far was created with the seller's person id `seller:<listing id>`.
  'marketplace-0002-seller-person': ddl(
    sql`alter table listings add column seller_person_id text`,
    sql`update listings set seller_person_id = 'seller:' || id`,
    sql`alter table listings alter column seller_person_id set not null`,
    sql`create index listings_seller_person on listings (seller_person_id)`,
  ),
  // Listings from before the seller's language was recorded were all made on English pages.
  'marketplace-0003-seller-locale': ddl(
    sql`alter table listings add column seller_locale text not null default 'en'`,
  ),
  // Listings an admin removed from the board say why.
  'marketplace-0004-removal-reason': ddl(sql`alter table listings add column removal_reason text`),
};
