import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  advertiser,
  call,
  campaignInput,
  paidCampaign,
} from '@nsg/command-api/advertising/advertising-test-helpers.ts';
import { paymentIntentEvent } from '@nsg/command-api/payments/payment-gateway.ts';
import { loginCookie } from '@nsg/command-api/testing/test-app.ts';
import Stripe from 'stripe';
import { collectConsoleErrors } from './support/browser.ts';
import { signedInPage, startVisitorApp, type VisitorApp } from './support/visitor-app.ts';

const WEBHOOK_SECRET = 'whsec_billing_browser_test';
let v: VisitorApp;
beforeAll(async () => {
  v = await startVisitorApp({ STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET });
});
afterAll(() => v?.close());

const PHONE = { width: 390, height: 844 };

describe('billing and checkout in the browser', () => {
  it('lists an advertiser’s invoice and credit note on a phone, each with its PDF', async () => {
    const owner = await advertiser(v.t, 'Leilani');
    const campaignId = await paidCampaign(v.t, owner.cookie, { name: 'Leilani lei stand' });
    const admin = await loginCookie(v.t.app, v.t.admin.email, v.t.admin.password);
    const refunded = await call(v.t.app, 'POST', `/api/campaigns/${campaignId}/refund`, admin, {
      reason: 'Stand closed for the season',
    });
    expect(refunded.statusCode).toBe(200);
    await v.t.settle();

    const page = await signedInPage(v, owner.cookie);
    const errors = collectConsoleErrors(page);
    await page.setViewportSize(PHONE);
    await page.goto(`${v.baseUrl}/advertiser/dashboard`);
    await page.getByRole('link', { name: 'Billing' }).click();
    await page.waitForURL(`${v.baseUrl}/advertiser/billing`);
    await page.getByRole('heading', { name: 'Billing', level: 1 }).waitFor();

    const cards = page.locator('[data-testid^="billing-NSG-"]');
    await cards.nth(1).waitFor();
    const [creditNote, invoice] = [cards.nth(0), cards.nth(1)];
    await invoice.getByText('Invoice', { exact: true }).waitFor();
    await invoice.getByText('Campaign: Leilani lei stand').waitFor();
    await invoice.getByText('Placement: Business directory').waitFor();
    await invoice.getByText(/^Period: \d{4}-\d\d-\d\d – \d{4}-\d\d-\d\d \(Hawaii time\)$/).waitFor();
    await invoice.getByText('$90.00', { exact: true }).waitFor();
    await invoice.getByText(/^Issued .+ HST$/).waitFor();
    await creditNote.getByText('Credit note', { exact: true }).waitFor();
    await creditNote.getByText('−$90.00', { exact: true }).waitFor();
    await creditNote.getByText('Reason: Stand closed for the season').waitFor();

    const invoiceNumber = (await invoice.getAttribute('data-testid'))!.replace('billing-', '');
    expect(invoiceNumber).toMatch(/^NSG-\d{4}-\d{6}$/);
    const link = invoice.getByRole('link', { name: `Download PDF ${invoiceNumber}` });
    const href = await link.getAttribute('href');
    expect(href).toBe(`/api/invoices/${invoiceNumber}/pdf`);
    // The link opens the PDF with the advertiser's session.
    const pdf = await page.request.get(`${v.baseUrl}${href}`);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

    // Nothing is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(errors.messages).toEqual([]);
    await page.context().close();
  });

  it('shows the card issuer’s own message when a card is declined', async () => {
    const owner = await advertiser(v.t, 'Kawika');
    const created = await call(v.t.app, 'POST', '/api/campaigns', owner.cookie, campaignInput());
    const { id } = created.json<{ id: string }>();
    await v.t.settle();
    const page = await signedInPage(v, owner.cookie);
    await page.goto(`${v.baseUrl}/advertiser/payment-checkout/${id}`);
    await page.getByLabel('Card number').fill('4000 0000 0000 0002');
    await page.getByRole('button', { name: 'Pay $90.00' }).click();
    await page.getByText('Payment Failed').waitFor();
    await page.getByText('Your card was declined.').waitFor();
    expect(await page.getByText('Please check your payment details.').count()).toBe(0);
    await page.context().close();
  });

  it('shows the decline message Stripe sent when the payment fails after the card form', async () => {
    const owner = await advertiser(v.t, 'Makoa');
    const created = await call(v.t.app, 'POST', '/api/campaigns', owner.cookie, campaignInput());
    const { id: campaignId } = created.json<{ id: string }>();
    await v.t.settle();
    const intent = await call(v.t.app, 'POST', '/api/create-payment-intent', owner.cookie, { campaignId });
    const { paymentIntentId } = intent.json<{ paymentIntentId: string }>();
    await v.t.settle();
    const payment = (await call(v.t.app, 'GET', `/api/payment/${paymentIntentId}`, owner.cookie)).json<{
      id: string;
      amount: number;
    }>();
    // Stripe's payment_intent.payment_failed, signed as Stripe signs it, with the issuer's reason.
    const payload = paymentIntentEvent({
      eventId: 'evt_insufficient_funds',
      outcome: 'failed',
      paymentIntentId,
      amount: payment.amount,
      metadata: { campaignId, paymentId: payment.id },
      message: 'Your card has insufficient funds.',
    });
    const delivered = await fetch(`${v.baseUrl}/api/stripe/webhook`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': new Stripe('sk_test_unused').webhooks.generateTestHeaderString({
          payload,
          secret: WEBHOOK_SECRET,
        }),
      },
      body: payload,
    });
    expect(delivered.status).toBe(200);
    await v.t.settle();

    // Stripe sends the card form back to the payment page with the intent's id.
    const page = await signedInPage(v, owner.cookie);
    await page.goto(`${v.baseUrl}/advertiser/payment-success?payment_intent=${paymentIntentId}`);
    const failed = page.getByTestId('payment-failed');
    await failed.getByRole('heading', { name: 'Payment Failed' }).waitFor();
    await failed.getByText('Your card has insufficient funds.').waitFor();
    expect(await page.getByText('being processed').count()).toBe(0);
    await failed.getByRole('link', { name: 'Try again' }).click();
    await page.waitForURL(`${v.baseUrl}/advertiser/payment-checkout/${campaignId}`);
    await page.getByRole('button', { name: 'Pay $90.00' }).waitFor();
    await page.context().close();
  });

  it('says why a campaign whose start has passed cannot be paid, with a way to change its dates', async () => {
    const owner = await advertiser(v.t, 'Noelani');
    const created = await call(v.t.app, 'POST', '/api/campaigns', owner.cookie, campaignInput());
    const { id } = created.json<{ id: string }>();
    await v.t.settle();
    const realNow = v.t.deps.clock.now;
    // Two days later, the campaign's start date is behind it.
    v.t.deps.clock.now = () => new Date(Date.now() + 2 * 86_400_000);
    try {
      const page = await signedInPage(v, owner.cookie);
      await page.goto(`${v.baseUrl}/advertiser/payment-checkout/${id}`);
      const failed = page.getByTestId('setup-failed');
      await failed.getByText("This campaign's start date has passed: change its dates").waitFor();
      expect(await page.getByText('Unable to set up payment').count()).toBe(0);
      await failed.getByRole('link', { name: 'Change Dates' }).click();
      await page.waitForURL(`${v.baseUrl}/advertiser/campaign/${id}/edit`);
      await page.context().close();
    } finally {
      v.t.deps.clock.now = realNow;
    }
  });
});
