import sharp from 'sharp';
import Stripe from 'stripe';
import { MAX_MAIL_ATTEMPTS } from '@nsg/domain/mail/mail-message.ts';
import { decideMail, queueMail } from '@nsg/platform/mail/mail-outbox.ts';
import { adInput, campaignInput } from '../../advertising/advertising-test-helpers.ts';
import { paymentIntentEvent } from '../../payments/payment-gateway.ts';
import { multipartBody } from '../../uploads/multipart-body.ts';
import { parkReviewsProjection, waitForParkedAt } from '../../testing/park-a-projection.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { WALK_WEBHOOK_SECRET, type Send } from './walk-send.ts';

export async function walkMail(t: TestApp, send: Send, admin: string) {
  await send(
    'POST',
    '/api/contact',
    {},
    {
      body: {
        name: 'Leilani',
        email: 'leilani@example.com',
        subject: 'Hours',
        message: 'Are you open on Sundays?',
      },
    },
  );
  const context = { actor: 'system:test', correlationId: 'api-walk' };
  const { messageId } = await queueMail(t.deps, {
    to: 'someone@example.com',
    subject: 'Undeliverable',
    text: 'Body',
    personId: 'test:api-walk',
    context,
  });
  for (let attempt = 0; attempt < MAX_MAIL_ATTEMPTS; attempt++) {
    await decideMail(
      t.deps.store,
      messageId,
      { kind: 'RecordFailed', error: 'ECONNREFUSED', now: new Date() },
      context,
    );
  }
  await t.settle();
  await send('GET', '/api/admin/mail', {}, { cookie: admin });
  await send('GET', '/api/admin/mail/:id', { id: messageId }, { cookie: admin });
  await send('POST', '/api/admin/mail/:id/retry', { id: messageId }, { cookie: admin });
}

export async function walkAdvertising(
  t: TestApp,
  send: Send,
  admin: string,
  owner: { id: string; cookie: string },
  pendingAdvertiserId: string,
) {
  const as = { cookie: owner.cookie };
  await send('GET', '/api/payments/config', {});
  const campaign = (await send('POST', '/api/campaigns', {}, { ...as, body: campaignInput() })).json<{
    id: string;
  }>();
  await t.settle();
  await send(
    'PATCH',
    '/api/campaigns/:id',
    { id: campaign.id },
    {
      ...as,
      body: {
        name: 'Dawn patrol lessons',
        description: 'Before the crowds',
        targetAudience: { interests: ['Surfing'] },
      },
    },
  );
  await send(
    'PUT',
    '/api/campaigns/:id/schedule',
    { id: campaign.id },
    { ...as, body: { startDate: campaignInput().startDate } },
  );
  const image = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#ffaa00' } })
    .png()
    .toBuffer();
  const uploaded = (
    await send(
      'POST',
      '/api/upload/ad-image',
      {},
      {
        ...as,
        multipart: multipartBody({}, [
          { field: 'image', filename: 'ad.png', contentType: 'image/png', bytes: image },
        ]),
      },
    )
  ).json<{ url?: string; imageUrl?: string }>();
  const ad = (
    await send(
      'POST',
      '/api/ads',
      {},
      {
        ...as,
        body: adInput(campaign.id, { images: [uploaded.url ?? uploaded.imageUrl].filter(Boolean) }),
      },
    )
  ).json<{ id: string }>();
  await t.settle();
  await send(
    'PATCH',
    '/api/ads/:id',
    { id: ad.id },
    {
      ...as,
      body: {
        title: 'Lessons at dawn',
        description: 'Boards included, before the crowds.',
        images: [uploaded.url ?? uploaded.imageUrl].filter(Boolean),
      },
    },
  );
  const intent = (
    await send('POST', '/api/create-payment-intent', {}, { ...as, body: { campaignId: campaign.id } })
  ).json<{ paymentIntentId: string }>();
  await t.settle();
  const payment = (
    await send('GET', '/api/payment/:paymentIntentId', { paymentIntentId: intent.paymentIntentId }, as)
  ).json<{ id: string; amount: number; campaignId: string }>();
  await send(
    'POST',
    '/api/payments/test-mode/confirm',
    {},
    {
      ...as,
      body: { paymentIntentId: intent.paymentIntentId, cardNumber: '4242424242424242' },
    },
  );
  await deliverWebhook(send, { ...payment, paymentIntentId: intent.paymentIntentId });
  await t.settle();

  await send('GET', '/api/admin/advertisers', {}, { cookie: admin });
  await send(
    'POST',
    '/api/admin/advertisers/:id/status',
    { id: pendingAdvertiserId },
    { cookie: admin, body: { status: 'active' } },
  );
  await send('GET', '/api/admin/campaigns', {}, { cookie: admin });
  await send('GET', '/api/admin/ads', {}, { cookie: admin, query: 'status=pending' });
  await send('PATCH', '/api/ads/:id/status', { id: ad.id }, { cookie: admin, body: { status: 'approved' } });
  await t.settle();

  const servedAds = (await send('GET', '/api/ads', {}, { query: 'position=content' })).json<
    { id: string; imageUrl: string | null }[]
  >();
  await send('POST', '/api/ads/:id/impression', { id: ad.id }, { body: { pageUrl: '/' } });
  await send('POST', '/api/ads/:id/click', { id: ad.id }, { body: { pageUrl: '/' } });
  const imageUrl = servedAds.find((served) => served.id === ad.id)?.imageUrl;
  await send('POST', '/api/ads/:id/image-view', { id: ad.id }, { body: { pageUrl: '/', imageUrl } });
  await t.settle();
  await send('GET', '/api/campaigns/:id', { id: campaign.id }, as);
  await send('GET', '/api/campaigns/:id/history', { id: campaign.id }, as);
  await send('GET', '/api/advertisers/:id/campaigns', { id: owner.id }, as);
  await send('GET', '/api/ads/:id', { id: ad.id }, as);
  await send('GET', '/api/ads/:id/history', { id: ad.id }, as);
  await send('GET', '/api/advertisers/:id/ads', { id: owner.id }, as);
  await send('GET', '/api/advertisers/:id/stats', { id: owner.id }, as);
  await send('GET', '/api/advertisers/:id/stats', { id: owner.id }, { ...as, query: 'format=csv' });
  const billing = (await send('GET', '/api/billing', {}, as)).json<{ documents: { number: string }[] }>();
  await send('GET', '/api/invoices/:number/pdf', { number: billing.documents[0]!.number }, as);
  await send('GET', '/api/admin/audit', {}, { cookie: admin, query: 'limit=20' });
  await send('GET', '/api/analytics/export', {}, { cookie: admin, query: 'from=2026-01-01&to=2099-12-31' });

  const rate = {
    name: 'Sidebar week',
    description: 'A sidebar slot',
    adType: 'banner',
    position: 'sidebar',
    size: '300x250',
    dailyRate: 10,
    weeklyRate: 60,
    monthlyRate: 200,
    impressionsPerDay: 1000,
    maxAdsPerPosition: 3,
    isActive: true,
  };
  const created = (await send('POST', '/api/admin/rates', {}, { cookie: admin, body: rate })).json<{
    id: string;
  }>();
  await send(
    'PUT',
    '/api/admin/rates/:id',
    { id: created.id },
    { cookie: admin, body: { ...rate, dailyRate: 12 } },
  );
  await t.settle();
  await send('GET', '/api/admin/rates', {}, { cookie: admin });
  await send('GET', '/api/advertising-rates', {});
  await send('GET', '/api/placements', {});
  await send('POST', '/api/campaigns/:id/pause', { id: campaign.id }, as);
  await send('POST', '/api/campaigns/:id/resume', { id: campaign.id }, as);
  await t.settle();
  await send(
    'PATCH',
    '/api/campaigns/:id/status',
    { id: campaign.id },
    { cookie: admin, body: { status: 'paused', reason: 'Checking the offer' } },
  );
  await t.settle();
  await send('POST', '/api/campaigns/:id/cancel', { id: campaign.id }, as);
  await t.settle();
  // What the cancel left goes back too: the admin's refund of a stopped campaign.
  await send(
    'POST',
    '/api/campaigns/:id/refund',
    { id: campaign.id },
    { cookie: admin, body: { reason: 'Closed for the season' } },
  );
  await t.settle();
  // Stopped already: a second cancel answers what it cannot do.
  await send('POST', '/api/campaigns/:id/cancel', { id: campaign.id }, as);
}

async function deliverWebhook(
  send: Send,
  payment: { id: string; amount: number; campaignId: string; paymentIntentId: string },
) {
  const payload = paymentIntentEvent({
    eventId: 'evt_api_walk',
    outcome: 'succeeded',
    paymentIntentId: payment.paymentIntentId,
    amount: payment.amount,
    metadata: { paymentId: payment.id, campaignId: payment.campaignId },
  });
  const signature = new Stripe('sk_test_unused').webhooks.generateTestHeaderString({
    payload,
    secret: WALK_WEBHOOK_SECRET,
  });
  await send(
    'POST',
    '/api/stripe/webhook',
    {},
    {
      body: payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    },
  );
}

/** The operations page, and a parked projection's way out: a retry (it parks again), then a skip. */
export async function walkProjectionOperations(t: TestApp, send: Send, admin: string) {
  const parked = await parkReviewsProjection(t);
  await send('GET', '/api/admin/operations', {}, { cookie: admin });
  const retried = new Date();
  const params = { name: 'reviews' };
  const body = { eventId: parked.eventId };
  await send('POST', '/api/admin/operations/projections/:name/retry', params, { cookie: admin, body });
  await waitForParkedAt(t, parked.eventId, retried);
  await send('POST', '/api/admin/operations/projections/:name/skip', params, {
    cookie: admin,
    body: { ...body, reason: 'An approval of a review never submitted.' },
  });
  await send('POST', '/api/admin/operations/projections/:name/skip', params, {
    cookie: admin,
    body: { ...body, reason: 'short' },
  });
  await t.settle();
}
