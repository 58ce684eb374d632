import { sql, type Kysely } from 'kysely';
import type { ReadModelTables } from '../read-model-tables.ts';

type Db = Kysely<ReadModelTables>;

/** Invoices with what they bill: the campaign's name, placement and dates. */
const invoicesWithCampaigns = (db: Db) =>
  db
    .selectFrom('invoices')
    .leftJoin('campaigns', 'campaigns.id', 'invoices.campaign_id')
    .leftJoin('payments', 'payments.id', 'invoices.payment_id')
    .select([
      'invoices.number',
      'invoices.kind',
      'invoices.payment_id',
      'invoices.refund_id',
      'invoices.campaign_id',
      'invoices.advertiser_id',
      'invoices.amount_cents',
      'invoices.reason',
      'invoices.issued_at',
      'campaigns.name as campaign_name',
      'campaigns.placement',
      'payments.payment_intent_id',
      sql<string | null>`to_char(campaigns.start_date, 'YYYY-MM-DD')`.as('start_date'),
      sql<string | null>`to_char(campaigns.end_date, 'YYYY-MM-DD')`.as('end_date'),
    ]);

type InvoiceRow = Awaited<ReturnType<ReturnType<typeof invoicesWithCampaigns>['executeTakeFirstOrThrow']>>;

const invoiceView = (row: InvoiceRow) => ({
  number: row.number,
  kind: row.kind,
  paymentId: row.payment_id,
  refundId: row.refund_id,
  campaignId: row.campaign_id,
  advertiserId: row.advertiser_id,
  amountCents: row.amount_cents,
  reason: row.reason,
  issuedAt: row.issued_at.toISOString(),
  campaignName: row.campaign_name,
  placement: row.placement,
  startDate: row.start_date,
  endDate: row.end_date,
  paymentIntentId: row.payment_intent_id,
});

export type InvoiceView = ReturnType<typeof invoiceView>;

/** An advertiser's invoices and credit notes, newest first. */
export async function listInvoicesOf(db: Db, advertiserId: string): Promise<InvoiceView[]> {
  const rows = await invoicesWithCampaigns(db)
    .where('invoices.advertiser_id', '=', advertiserId)
    .orderBy('invoices.issued_at', 'desc')
    .orderBy('invoices.number', 'desc')
    .execute();
  return rows.map(invoiceView);
}

export async function findInvoice(db: Db, number: string): Promise<InvoiceView | undefined> {
  const row = await invoicesWithCampaigns(db).where('invoices.number', '=', number).executeTakeFirst();
  return row && invoiceView(row);
}

/** The number of the invoice for a payment, which its credit notes correct. */
export async function invoiceNumberOfPayment(db: Db, paymentId: string): Promise<string | null> {
  const row = await db
    .selectFrom('invoices')
    .select('number')
    .where('payment_id', '=', paymentId)
    .where('kind', '=', 'invoice')
    .executeTakeFirst();
  return row?.number ?? null;
}
