import type { Decider } from '../shared/decider.ts';
import type { DomainEvent } from '../shared/events.ts';
import { hawaiiDay } from './pricing.ts';

/**
 * Invoices (for a payment) and credit notes (for a refund, whole or partial) share one numbering per
 * year, NSG-2026-000123: gap-free and in order, as accountants expect. The numbers are decided in the
 * log: each year's numbers are one stream, and a number is the stream's next revision, so two documents
 * issued at once can never take the same number or leave one out (the loser of the append retries).
 */
export type InvoiceKind = 'invoice' | 'credit_note';

export interface InvoiceDocument {
  kind: InvoiceKind;
  paymentId: string;
  /** The refund a credit note is for; null on an invoice. */
  refundId: string | null;
  campaignId: string;
  advertiserId: string;
  /** Cents: what was paid, or what went back. */
  amount: number;
  /** Why the money went back; null on an invoice. */
  reason: string | null;
  /** When the payment or refund happened. */
  at: string;
  /** The event of the payment or refund: a payment refunded in parts has a credit note per refund event. */
  sourceEventId: string;
}

export type InvoiceNumberAssigned = DomainEvent<
  'advertising.InvoiceNumberAssigned',
  InvoiceDocument & { number: string; year: number; sequence: number }
>;

export type InvoiceNumberingCommand = { kind: 'AssignInvoiceNumber'; document: InvoiceDocument };

export interface InvoiceNumberingState {
  /** How many numbers the year has given. */
  issued: number;
  /** The payments and refunds already numbered: each gets one number, however often it is asked. */
  numbered: ReadonlySet<string>;
}

export const invoiceNumbersStreamId = (year: number) => `invoice_numbers-${year}`;

/** The Hawaii-time year a payment or refund falls in: the year its document is numbered in. */
export const invoiceYearOf = (at: string): number => Number(hawaiiDay(at).slice(0, 4));

export const formatInvoiceNumber = (year: number, sequence: number) =>
  `NSG-${year}-${String(sequence).padStart(6, '0')}`;

const documentKey = (document: Pick<InvoiceDocument, 'kind' | 'paymentId' | 'sourceEventId'>) =>
  document.kind === 'invoice' ? `invoice:${document.paymentId}` : `credit_note:${document.sourceEventId}`;

export const invoiceNumberingDecider: Decider<
  InvoiceNumberingCommand,
  InvoiceNumberAssigned,
  InvoiceNumberingState
> = {
  initialState: () => ({ issued: 0, numbered: new Set() }),

  decide({ document }, state) {
    if (state.numbered.has(documentKey(document))) return [];
    const year = invoiceYearOf(document.at);
    const sequence = state.issued + 1;
    return [
      {
        type: 'advertising.InvoiceNumberAssigned',
        data: { ...document, number: formatInvoiceNumber(year, sequence), year, sequence },
      },
    ];
  },

  evolve(state, event) {
    return {
      issued: event.data.sequence,
      numbered: new Set([...state.numbered, documentKey(event.data)]),
    };
  },
};
