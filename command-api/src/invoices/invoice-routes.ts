import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { READS } from '@nsg/domain/shared/query-feeds.ts';
import { findAdvertiserById } from '@nsg/projections/accounts/advertisers-queries.ts';
import {
  findInvoice,
  invoiceNumberOfPayment,
  listInvoicesOf,
  type InvoiceView,
} from '@nsg/projections/invoices/invoices-queries.ts';
import { requireAccount } from '../auth/auth-plugin.ts';
import type { AppDeps } from '../deps.ts';
import { HttpError } from '../http/errors.ts';
import { invoicePdf, type BillTo } from './invoice-pdf.ts';
import { sellerOf } from './seller.ts';

const INVOICE_NUMBER = /^NSG-\d{4}-\d{6}$/;
const NOT_FOUND = 'Invoice not found';

const billingDocument = z.object({
  number: z.string(),
  kind: z.enum(['invoice', 'credit_note']),
  campaignId: z.string(),
  campaignName: z.string().nullable(),
  placement: z.string().nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  amountCents: z.number().describe('Paid, or given back on a credit note'),
  reason: z.string().nullable().describe("A credit note's reason"),
  issuedAt: z.string(),
  pdfUrl: z.string(),
});

const pdfUrlOf = (number: string) => `/api/invoices/${number}/pdf`;

const documentView = (invoice: InvoiceView): z.infer<typeof billingDocument> => ({
  number: invoice.number,
  kind: invoice.kind,
  campaignId: invoice.campaignId,
  campaignName: invoice.campaignName,
  placement: invoice.placement,
  startDate: invoice.startDate,
  endDate: invoice.endDate,
  amountCents: invoice.amountCents,
  reason: invoice.reason,
  issuedAt: invoice.issuedAt,
  pdfUrl: pdfUrlOf(invoice.number),
});

/** An advertiser's invoices and credit notes, as a list and one by one as PDF: theirs alone, or an admin's. */
export function invoiceRoutes(deps: AppDeps) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    const tags = ['billing'];

    app.get(
      '/api/billing',
      {
        config: { reads: [READS.billing] },
        onRequest: requireAccount,
        schema: { tags, response: { 200: z.object({ documents: z.array(billingDocument) }) } },
      },
      async (request) => ({
        documents: (await listInvoicesOf(deps.db, request.account!.id)).map(documentView),
      }),
    );

    app.get(
      '/api/invoices/:number/pdf',
      {
        config: { reads: [READS.billing] },
        onRequest: requireAccount,
        schema: {
          tags,
          params: z.object({
            number: z.string().regex(INVOICE_NUMBER, 'An invoice number reads NSG-<year>-<6 digits>'),
          }),
          response: {
            200: {
              description: 'The invoice or credit note',
              content: { 'application/pdf': { schema: z.any() } },
            },
          },
        },
      },
      async (request, reply) => {
        const invoice = await findInvoice(deps.db, request.params.number);
        const account = request.account!;
        // Someone else's invoice is answered as if there were none: numbers must not reveal who paid.
        if (!invoice || (account.role !== 'admin' && invoice.advertiserId !== account.id))
          throw new HttpError(404, NOT_FOUND);
        const pdf = await invoicePdf({
          invoice,
          creditedInvoice:
            invoice.kind === 'credit_note' ? await invoiceNumberOfPayment(deps.db, invoice.paymentId) : null,
          seller: sellerOf(deps.config),
          billTo: await billToOf(deps, invoice.advertiserId),
        });
        return reply
          .type('application/pdf')
          .header('content-disposition', `inline; filename="${invoice.number}.pdf"`)
          .header('cache-control', 'private, no-store')
          .send(pdf);
      },
    );
  };
}

/** The advertiser as registered, their personal data opened from the vault ("[erased]" once erased). */
async function billToOf(deps: AppDeps, advertiserId: string): Promise<BillTo> {
  const advertiser = await findAdvertiserById(deps.db, advertiserId);
  if (!advertiser) return { companyName: '[erased]', contactName: '', email: null, address: null };
  const [email, address] = await deps.vault.decryptMany([
    { personId: advertiser.person_id, ciphertext: advertiser.email },
    ...(advertiser.address ? [{ personId: advertiser.person_id, ciphertext: advertiser.address }] : []),
  ]);
  return {
    companyName: advertiser.company_name,
    contactName: advertiser.name,
    email: email ?? '[erased]',
    address: advertiser.address ? (address ?? '[erased]') : null,
  };
}
