import { isEventOf } from '@nsg/domain/stored-events.ts';
import { reactionContext, type Reactor } from '@nsg/projections/runner/reactor.ts';
import type { AppDeps } from '../deps.ts';
import { assignInvoiceNumber } from './invoice-numbers.ts';

const NAME = 'invoice-reactor';

/**
 * A payment that succeeded gets its invoice, and each refund (whole or partial) its credit note. New to a
 * database, it numbers the payments made before it too: a document is numbered once however often asked.
 */
export function invoiceReactor(deps: Pick<AppDeps, 'store'>): Reactor {
  return {
    name: NAME,
    followsHistory: true,
    eventTypes: new Set(['advertising.PaymentSucceeded', 'advertising.PaymentRefunded']),
    async react(event) {
      const context = reactionContext(NAME, event);
      if (isEventOf(event, ['advertising.PaymentSucceeded'])) {
        const { paymentId, campaignId, advertiserId, amount, at } = event.data;
        const document = {
          paymentId,
          campaignId,
          advertiserId,
          amount,
          at,
          refundId: null,
          reason: null,
          sourceEventId: event.eventId,
        };
        await assignInvoiceNumber(deps.store, { kind: 'invoice', ...document }, context);
      } else if (isEventOf(event, ['advertising.PaymentRefunded'])) {
        const { paymentId, campaignId, advertiserId, amount, at, refundId, reason } = event.data;
        const document = {
          paymentId,
          campaignId,
          advertiserId,
          amount,
          at,
          refundId,
          reason,
          sourceEventId: event.eventId,
        };
        await assignInvoiceNumber(deps.store, { kind: 'credit_note', ...document }, context);
      }
    },
  };
}
