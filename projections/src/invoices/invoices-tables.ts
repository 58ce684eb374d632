/** Invoices and credit notes, one row per number. */
export interface InvoicesTables {
  invoices: {
    number: string;
    year: number;
    sequence: number;
    kind: 'invoice' | 'credit_note';
    payment_id: string;
    refund_id: string | null;
    campaign_id: string;
    advertiser_id: string;
    amount_cents: number;
    reason: string | null;
    issued_at: Date;
  };
}
