import { sql, type Migration } from 'kysely';
import { ddl } from '../migrations/ddl.ts';

/** Advertiser and admin accounts. Append new migrations; never change one that has run. */
export const accountsMigrations: Record<string, Migration> = {
  'accounts-0001-advertisers': ddl(sql`
    create table advertisers (
      id uuid primary key,
      role text not null,
      status text not null,
      name text not null,
      company_name text not null,
      person_id text not null,
      email text not null,
      email_lookup text not null unique,
      phone text,
      address text,
      description text,
      website text,
      password_hash text not null,
      created_at timestamptz not null
    )`),
};
