import { sql, type Migration } from 'kysely';
import { ddl } from '../migrations/ddl.ts';

/** Owners' listings: the businesses' owner-kept columns and the owners' own tables. Append, never edit. */
export const businessOwnersMigrations: Record<string, Migration> = {
  'catalog-owners-0001-listing-columns': ddl(
    sql`alter table businesses add column owner_id uuid`,
    sql`alter table businesses add column hours jsonb`,
    sql`alter table businesses add column photos jsonb not null default '[]'::jsonb`,
  ),
  'catalog-owners-0002-tables': ddl(
    sql`
      create table business_claims (
        id uuid primary key,
        business_id integer not null,
        advertiser_id uuid not null,
        message text,
        status text not null,
        reason text,
        requested_at timestamptz not null,
        decided_by text,
        decided_at timestamptz
      )`,
    sql`create index business_claims_status on business_claims (status, requested_at)`,
    sql`create index business_claims_advertiser on business_claims (advertiser_id)`,
    sql`
      create table listing_edits (
        id uuid primary key,
        business_id integer not null,
        advertiser_id uuid not null,
        changes jsonb not null,
        previous jsonb not null,
        status text not null,
        reason text,
        proposed_at timestamptz not null,
        decided_at timestamptz
      )`,
    sql`create index listing_edits_status on listing_edits (status, proposed_at)`,
    sql`create index listing_edits_business on listing_edits (business_id)`,
    sql`
      create table review_replies (
        review_id uuid primary key,
        business_id integer not null,
        advertiser_id uuid not null,
        reply text not null,
        replied_at timestamptz not null,
        edited boolean not null default false
      )`,
  ),
  'catalog-owners-0003-business-requests': ddl(
    sql`
      create table business_requests (
        id uuid primary key,
        advertiser_id uuid not null,
        name text not null,
        business jsonb not null,
        status text not null,
        reason text,
        business_id integer,
        requested_at timestamptz not null,
        decided_by text,
        decided_at timestamptz
      )`,
    sql`create index business_requests_status on business_requests (status, requested_at)`,
    sql`create index business_requests_advertiser on business_requests (advertiser_id)`,
  ),
};
