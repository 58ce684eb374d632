import PDFDocument from 'pdfkit';
import { placementLabels, type AdPlacement } from '@nsg/domain/advertising/placement.ts';
import type { InvoiceView } from '@nsg/projections/invoices/invoices-queries.ts';
import type { Seller } from './seller.ts';

export interface BillTo {
  companyName: string;
  contactName: string;
  email: string | null;
  address: string | null;
}

export interface InvoiceContent {
  invoice: InvoiceView;
  /** The invoice a credit note corrects; null on an invoice. */
  creditedInvoice: string | null;
  seller: Seller;
  billTo: BillTo;
}

const usd = (cents: number) => `${cents < 0 ? '-' : ''}$${(Math.abs(cents) / 100).toFixed(2)}`;
const hawaiiDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { timeZone: 'Pacific/Honolulu', dateStyle: 'long' });

/** The lines of an invoice or credit note, top to bottom: also what its PDF says. */
export function invoiceLines({ invoice, creditedInvoice, seller, billTo }: InvoiceContent) {
  const credit = invoice.kind === 'credit_note';
  const amount = credit ? -invoice.amountCents : invoice.amountCents;
  const placement = placementLabels[invoice.placement as AdPlacement] ?? invoice.placement ?? '';
  return {
    title: credit ? 'Credit note' : 'Invoice',
    facts: [
      `${credit ? 'Credit note' : 'Invoice'} number: ${invoice.number}`,
      `Date: ${hawaiiDate(invoice.issuedAt)} (Hawaii time)`,
      ...(creditedInvoice ? [`Credits invoice: ${creditedInvoice}`] : []),
      ...(invoice.paymentIntentId ? [`Card payment reference: ${invoice.paymentIntentId}`] : []),
      ...(invoice.refundId ? [`Refund reference: ${invoice.refundId}`] : []),
    ],
    seller: [seller.name, seller.address, seller.email, seller.website],
    billTo: [billTo.companyName, billTo.contactName, billTo.address, billTo.email].filter(
      (line): line is string => Boolean(line),
    ),
    item: [
      `Advertising campaign "${invoice.campaignName ?? ''}"`,
      `Placement: ${placement}`,
      `Period: ${invoice.startDate ?? ''} to ${invoice.endDate ?? ''} (Hawaii time)`,
      ...(credit ? [`Reason: ${invoice.reason ?? ''}`] : []),
    ],
    total: `${credit ? 'Total credited' : 'Total paid'}: ${usd(amount)}`,
    note: credit
      ? 'This amount was refunded to the card the campaign was paid with. Amounts in US dollars.'
      : 'Paid by card. Amounts in US dollars.',
  };
}

/** The document as a PDF (A4, the standard Helvetica fonts). */
export async function invoicePdf(content: InvoiceContent): Promise<Buffer> {
  const lines = invoiceLines(content);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: `${lines.title} ${content.invoice.number}`, Author: content.seller.name },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve) => doc.on('end', resolve));

  doc.font('Helvetica-Bold').fontSize(22).text(lines.title);
  doc.moveDown(0.5).font('Helvetica').fontSize(11);
  for (const fact of lines.facts) doc.text(fact);
  section(doc, 'From', lines.seller);
  section(doc, 'Bill to', lines.billTo);
  section(doc, 'Description', lines.item);
  doc.moveDown().font('Helvetica-Bold').fontSize(14).text(lines.total);
  doc.moveDown().font('Helvetica').fontSize(9).fillColor('#555555').text(lines.note);
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}

function section(doc: PDFKit.PDFDocument, heading: string, lines: string[]) {
  doc.moveDown().font('Helvetica-Bold').fontSize(12).text(heading);
  doc.font('Helvetica').fontSize(11);
  for (const line of lines) doc.text(line);
}
