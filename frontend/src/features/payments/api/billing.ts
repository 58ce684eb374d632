import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch.ts';

export interface BillingDocument {
  number: string;
  kind: 'invoice' | 'credit_note';
  campaignId: string;
  campaignName: string | null;
  placement: string | null;
  startDate: string | null;
  endDate: string | null;
  amountCents: number;
  reason: string | null;
  issuedAt: string;
  pdfUrl: string;
}

/** The signed-in advertiser's invoices and credit notes, newest first. */
export const billingQueryOptions = queryOptions({
  queryKey: ['billing'],
  queryFn: async () => (await apiFetch<{ documents: BillingDocument[] }>('/api/billing')).documents,
});
