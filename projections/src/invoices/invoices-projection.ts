import { isEventOf } from '@nsg/domain/stored-events.ts';
import { eachEvent } from '../runner/page-apply.ts';
import type { Projection } from '../runner/projection.ts';

const invoiceEventTypes = new Set(['advertising.InvoiceNumberAssigned'] as const);

/** Every invoice and credit note with its number, told to its advertiser when it is issued. */
export const invoicesProjection: Projection = {
  name: 'invoices',
  tables: ['invoices'],
  eventTypes: invoiceEventTypes,
  apply: eachEvent(async (db, recorded) => {
    if (!isEventOf(recorded, invoiceEventTypes)) return;
    const d = recorded.data;
    await db
      .insertInto('invoices')
      .values({
        number: d.number,
        year: d.year,
        sequence: d.sequence,
        kind: d.kind,
        payment_id: d.paymentId,
        refund_id: d.refundId,
        campaign_id: d.campaignId,
        advertiser_id: d.advertiserId,
        amount_cents: d.amount,
        reason: d.reason,
        issued_at: new Date(d.at),
      })
      .execute();
    return { ids: [d.number], advertiserId: d.advertiserId, audience: 'advertiser' };
  }),
};
