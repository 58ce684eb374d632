import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { hawaiiDay } from '@nsg/domain/advertising/pricing.ts';
import { advertiser, call, paidCampaign } from '../advertising/advertising-test-helpers.ts';
import { loginCookie, startTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp({
    env: { PUBLIC_URL: 'https://guide.northshore.example', CONTACT_EMAIL: 'billing@northshore.example' },
  });
  admin = await loginCookie(t.app, t.admin.email, t.admin.password);
});
afterAll(() => t?.close());

interface BillingDocument {
  number: string;
  kind: 'invoice' | 'credit_note';
  campaignName: string;
  placement: string;
  startDate: string;
  endDate: string;
  amountCents: number;
  reason: string | null;
  pdfUrl: string;
}

const billingOf = async (cookie: string) =>
  (await call(t.app, 'GET', '/api/billing', cookie)).json<{ documents: BillingDocument[] }>().documents;

/** The reader's metrics of the standard fonts (Helvetica) the invoices are set in. */
const standardFontDataUrl = `${dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'))}/standard_fonts/`;

/** The PDF's text, line by line, as a PDF reader extracts it. */
async function pdfText(body: Buffer): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(body), standardFontDataUrl }).promise;
  const lines: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    for (const item of content.items) if ('str' in item && item.str.trim()) lines.push(item.str);
  }
  return lines.join('\n');
}

const year = Number(hawaiiDay(new Date()).slice(0, 4));
const numbered = (sequence: number) => `NSG-${year}-${String(sequence).padStart(6, '0')}`;

describe('invoices and credit notes', () => {
  it('gives a paid campaign an invoice with its number, the seller, the placement and the period', async () => {
    const owner = await advertiser(t, 'Malia', true, { address: '66-250 Kamehameha Hwy, Haleiwa' });
    const campaignId = await paidCampaign(t, owner.cookie, { name: 'Malia shave ice', placement: 'sidebar' });
    await t.settle();
    const [invoice] = await billingOf(owner.cookie);
    expect(invoice).toMatchObject({
      number: numbered(1),
      kind: 'invoice',
      campaignName: 'Malia shave ice',
      placement: 'sidebar',
      amountCents: 9000,
      pdfUrl: `/api/invoices/${numbered(1)}/pdf`,
    });

    const pdf = await call(t.app, 'GET', invoice!.pdfUrl, owner.cookie);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(pdf.rawPayload);
    for (const expected of [
      'Invoice',
      `Invoice number: ${numbered(1)}`,
      'North Shore Guide',
      'North Shore, Oahu, Hawaii',
      'billing@northshore.example',
      'https://guide.northshore.example',
      'Malia Co',
      '66-250 Kamehameha Hwy, Haleiwa',
      'malia@shop.test',
      'Advertising campaign "Malia shave ice"',
      'Placement: Beach pages',
      `Period: ${invoice!.startDate} to ${invoice!.endDate} (Hawaii time)`,
      'Total paid: $90.00',
    ])
      expect(text).toContain(expected);
    expect(text).toMatch(/Date: \w+ \d+, \d{4} \(Hawaii time\)/);

    // Only its owner, or an admin, reads it.
    const other = await advertiser(t, 'Kanoa');
    expect((await call(t.app, 'GET', invoice!.pdfUrl, other.cookie)).statusCode).toBe(404);
    expect(await billingOf(other.cookie)).toEqual([]);
    expect((await call(t.app, 'GET', invoice!.pdfUrl)).statusCode).toBe(401);
    expect((await call(t.app, 'GET', invoice!.pdfUrl, admin)).statusCode).toBe(200);
    const bad = await call(t.app, 'GET', '/api/invoices/12345/pdf', owner.cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toHaveProperty('number');

    // A refund is a credit note of the same series, with its amount and reason, correcting the invoice.
    const refunded = await call(t.app, 'POST', `/api/campaigns/${campaignId}/refund`, admin, {
      reason: 'The beach pages were down for a week',
    });
    expect(refunded.statusCode).toBe(200);
    await t.settle();
    const documents = await billingOf(owner.cookie);
    expect(documents.map((d) => [d.number, d.kind, d.amountCents, d.reason])).toEqual([
      [numbered(2), 'credit_note', 9000, 'The beach pages were down for a week'],
      [numbered(1), 'invoice', 9000, null],
    ]);
    const creditNote = await pdfText(
      (await call(t.app, 'GET', documents[0]!.pdfUrl, owner.cookie)).rawPayload,
    );
    for (const expected of [
      `Credit note number: ${numbered(2)}`,
      `Credits invoice: ${numbered(1)}`,
      'Reason: The beach pages were down for a week',
      'Placement: Beach pages',
      'Total credited: -$90.00',
    ])
      expect(creditNote).toContain(expected);
  });
});
