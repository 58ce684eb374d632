import { sql, type Migration } from 'kysely';
import { ddl } from '../migrations/ddl.ts';

/** Invoices and credit notes. Append new migrations; never change one that has run. */
export const invoicesMigrations: Record<string, Migration> = {
  'invoices-0001-tables': ddl(
    sql`
      create table invoices (
        number text primary key,
        year integer not null,
        sequence integer not null,
        kind text not null,
        payment_id uuid not null,
        refund_id text,
        campaign_id uuid not null,
        advertiser_id uuid not null,
        amount_cents integer not null,
        reason text,
        issued_at timestamptz not null,
        unique (year, sequence)
      )`,
    sql`create index invoices_advertiser on invoices (advertiser_id, issued_at desc)`,
  ),
};
