import sharp from 'sharp';
import Stripe from 'stripe';
import { MAX_MAIL_ATTEMPTS } from '@nsg/domain/mail/mail-message.ts';
import { decideMail, queueMail, readQueuedMail } from '@nsg/platform/mail/mail-outbox.ts';
import { recordObservation } from '@nsg/projections/conditions/conditions-queries.ts';
import { listOutbox } from '@nsg/projections/mail/mail-queries.ts';
import { adInput, advertiser, campaignInput, nextAddress } from '../advertising/advertising-test-helpers.ts';
import { SELLER_TOKEN_HEADER } from '../marketplace/seller-token.ts';
import { paymentIntentEvent } from '../payments/payment-gateway.ts';
import { phonePhoto } from '../eco/evidence-photo-fixture.ts';
import { CREATOR_TOKEN_HEADER } from '../surveys/surveys-routes.ts';
import { multipartBody } from '../uploads/multipart-body.ts';
import { loginCookie, type TestApp } from './test-app.ts';

export const WALK_WEBHOOK_SECRET = 'whsec_api_walk_secret';

/** One answer of the walk, with the route pattern it was sent to. */
export interface WalkAnswer {
  method: string;
  /** The Fastify pattern: `/api/ads/:id`. */
  route: string;
  statusCode: number;
  contentType: string;
  body: string;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
interface Call {
  cookie?: string;
  body?: unknown;
  multipart?: { payload: Buffer; headers: Record<string, string> };
  headers?: Record<string, string>;
  query?: string;
}

/**
 * Calls every API operation with valid input, as its users would, in an order where each call finds
 * what it needs (a pending review to approve, a failed message to retry, a survey to delete).
 * Each answer is handed to `record`; the caller checks it against the OpenAPI document.
 */
export async function walkTheApi(t: TestApp, record: (answer: WalkAnswer) => void): Promise<void> {
  const visitorCookie = await visitorCookieOf(t);
  const admin = await loginCookie(t.app, t.admin.email, t.admin.password);
  const owner = await advertiser(t, 'Walker');

  async function send(
    method: Method,
    route: string,
    params: Record<string, string | number>,
    call: Call = {},
  ) {
    const url = route.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
    const response = await t.app.inject({
      method,
      url: call.query ? `${url}?${call.query}` : url,
      remoteAddress: nextAddress(),
      headers: {
        cookie: [visitorCookie, call.cookie].filter(Boolean).join('; '),
        ...call.multipart?.headers,
        ...call.headers,
      },
      ...(call.multipart
        ? { payload: call.multipart.payload }
        : call.body === undefined
          ? {}
          : { payload: call.body as object }),
    });
    record({
      method,
      route,
      statusCode: response.statusCode,
      contentType: String(response.headers['content-type'] ?? ''),
      body: response.body,
    });
    return response;
  }
  const json = async <T>(answer: Promise<{ json: <U>() => U }>) => (await answer).json<T>();

  await send('GET', '/api/health', {});
  await send('GET', '/api/me', {}, { cookie: owner.cookie });
  const registered = await json<{ id: string }>(
    send(
      'POST',
      '/api/advertisers/register',
      {},
      {
        body: { name: 'Nalu', email: 'nalu@shop.test', password: 'secret-password', companyName: 'Nalu Co' },
      },
    ),
  );
  await send(
    'POST',
    '/api/advertisers/login',
    {},
    { body: { email: 'nalu@shop.test', password: 'secret-password' } },
  );
  const session = await loginCookie(t.app, 'nalu@shop.test', 'secret-password');
  await send('POST', '/api/advertisers/logout', {}, { cookie: session });

  await walkCatalog(send);
  await walkReviews(t, send, admin);
  await walkEco(t, send, admin);
  await walkConditions(t, send, admin);
  await walkNotifications(send);
  await walkBoardHub(t, send);
  await walkSurveys(t, send);
  await walkMail(t, send, admin);
  await walkNewsletter(t, send);
  await walkAdvertising(t, send, admin, owner, registered.id);
  await send(
    'POST',
    '/api/admin/personal-data/erasures',
    {},
    { cookie: admin, body: { email: 'nalu@shop.test' } },
  );
}

type Send = (
  method: Method,
  route: string,
  params: Record<string, string | number>,
  call?: Call,
) => Promise<{ statusCode: number; json: <T>() => T; body: string }>;

async function visitorCookieOf(t: TestApp): Promise<string> {
  const response = await t.app.inject({ url: '/api/eco/user/stats', remoteAddress: nextAddress() });
  const cookie = response.cookies.find((c) => c.name === 'nsg_visitor')!;
  return `nsg_visitor=${cookie.value}`;
}

async function walkCatalog(send: Send) {
  await send('GET', '/api/beaches', {});
  await send('GET', '/api/beaches/:id', { id: 1 });
  await send('GET', '/api/beaches/:id/hazard-history', { id: 1 });
  await send('GET', '/api/businesses', {}, { query: 'search=shrimp' });
  await send('GET', '/api/businesses/:id', { id: 1 });
  await send('GET', '/api/products', {});
  await send('GET', '/api/local-tips', {});
  await send('GET', '/api/local-tips/search/:query', { query: 'shrimp' });
  await send(
    'POST',
    '/api/local-tips/recommendations',
    {},
    {
      body: { category: 'food', timeOfDay: 'morning', cost: 'free', crowdLevel: 'low' },
    },
  );
}

async function walkReviews(t: TestApp, send: Send, admin: string) {
  const review = (title: string) => ({
    type: 'beach',
    targetId: 1,
    title,
    content: 'Clear water and a lifeguard on duty all day.',
    rating: 5,
    authorName: 'Kai',
  });
  const first = (await send('POST', '/api/reviews', {}, { body: review('Calm morning') })).json<{
    id: string;
  }>();
  const second = (await send('POST', '/api/reviews', {}, { body: review('Busy noon') })).json<{
    id: string;
  }>();
  await t.settle();
  await send('GET', '/api/admin/reviews', {}, { cookie: admin, query: 'status=pending' });
  await send('POST', '/api/admin/reviews/:id/approve', { id: first.id }, { cookie: admin, body: {} });
  await send(
    'POST',
    '/api/admin/reviews/:id/reject',
    { id: second.id },
    { cookie: admin, body: { note: 'Duplicate' } },
  );
  await t.settle();
  await send('GET', '/api/reviews', {}, { query: 'type=beach&targetId=1' });
}

async function walkEco(t: TestApp, send: Send, admin: string) {
  await send('GET', '/api/eco/categories', {});
  await send('GET', '/api/eco/challenges', {}, { query: 'categoryId=1' });
  const rewards = (await send('GET', '/api/eco/rewards', {})).json<
    { id: number; pointsRequired: number }[]
  >();
  const photo = async () =>
    (
      await send(
        'POST',
        '/api/eco/evidence-photos',
        {},
        {
          multipart: multipartBody({}, [
            {
              field: 'photo',
              filename: 'IMG_0001.jpg',
              contentType: 'image/jpeg',
              bytes: await phonePhoto(),
            },
          ]),
        },
      )
    ).json<{ url: string }>().url;
  // 15 + 20 + 35 points on the first day, then two that an admin verifies (40 and 50 points).
  for (const id of [1, 2, 3, 4, 5]) await send('POST', '/api/eco/challenges/:id/start', { id });
  const realClock = t.deps.clock.now;
  const DAY = 24 * 3600_000;
  for (const [days, ids] of [
    [7, [1, 2, 3]],
    [8, [4, 5]],
  ] as const) {
    t.deps.clock.now = () => new Date(Date.now() + days * DAY);
    for (const id of ids) {
      const body = { notes: 'Done', evidencePhotos: [await photo()] };
      await send('POST', '/api/eco/challenges/:id/complete', { id }, { body });
    }
  }
  t.deps.clock.now = realClock;
  await t.settle();
  const completions = (
    await send('GET', '/api/admin/eco/completions', {}, { cookie: admin, query: 'status=completed' })
  ).json<{ id: string }[]>();
  const [verified, rejected] = completions;
  await send(
    'POST',
    '/api/admin/eco/completions/:id/verify',
    { id: verified!.id },
    { cookie: admin, body: {} },
  );
  await send(
    'POST',
    '/api/admin/eco/completions/:id/reject',
    { id: rejected!.id },
    {
      cookie: admin,
      body: { note: 'No photo of the site' },
    },
  );
  await t.settle();
  await send('GET', '/api/eco/user/challenges', {});
  await send('GET', '/api/eco/user/stats', {});
  const cheapest = rewards.toSorted((a, b) => a.pointsRequired - b.pointsRequired)[0]!;
  await send('POST', '/api/eco/rewards/:id/redeem', { id: cheapest.id });
  await t.settle();
  await send('GET', '/api/eco/user/rewards', {});
  await send('GET', '/api/eco/leaderboard', {});
}

const CONDITIONS_ROUTES = ['/api/weather', '/api/surf', '/api/surf-outlook', '/api/alerts', '/api/traffic'];

/** First with no source heard from (each says it is unavailable), then with fresh figures. */
async function walkConditions(t: TestApp, send: Send, admin: string) {
  for (const route of CONDITIONS_ROUTES) await send('GET', route, {});
  const observedAt = new Date(Date.now() - 10 * 60_000);
  for (const [kind, source, data] of [
    [
      'weather',
      'NWS PHHI',
      { condition: 'Sunny', temperatureF: 80, humidity: 60, windSpeedMph: 12, windDirection: 'ENE' },
    ],
    [
      'surf',
      'NDBC 51201',
      {
        buoy: '51201',
        heightMinFt: 4,
        heightMaxFt: 6,
        height: '4-6 ft',
        swell: 'NW 5 ft @ 14 s',
        dominantPeriodS: 14,
        swellPeriodS: 13.8,
        waterTempF: 77,
        tideFt: null,
        visibilityNmi: null,
      },
    ],
    [
      'surf-outlook',
      'NWS SRF HFO',
      {
        office: 'HFO',
        issuedText: '300 AM HST WED NOV 25 2026',
        northShore: [{ label: 'Through tonight', minFt: 4, maxFt: 6 }],
        outlook: 'A small northwest swell holds.',
      },
    ],
    [
      'alerts',
      'NWS HIZ007',
      {
        alerts: [
          {
            id: 'a1',
            event: 'High Surf Advisory',
            headline: 'High Surf Advisory until 6 PM',
            severity: 'Moderate',
            expires: new Date(Date.now() + 3600_000).toISOString(),
          },
        ],
      },
    ],
  ] as const) {
    await recordObservation(t.deps.db, { kind, source, observedAt, data });
  }
  await send(
    'POST',
    '/api/admin/traffic',
    {},
    {
      cookie: admin,
      body: {
        status: 'moderate',
        kamHwy: 'Slow past Waialua',
        h2: 'Clear',
        totalDelay: 12,
        lastTravelTime: '45 min',
      },
    },
  );
  await t.settle();
  for (const route of CONDITIONS_ROUTES) await send('GET', route, {});
  await send('GET', '/api/admin/beach-hazards/:id', { id: 1 }, { cookie: admin });
}

async function walkNotifications(send: Send) {
  await send('GET', '/api/notifications/vapid-key', {});
  const endpoint = 'https://fcm.googleapis.com/fcm/send/api-walk';
  const keys = {
    p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    auth: 'tBHItJI5svbpez7KI4CCXg',
  };
  await send('POST', '/api/notifications/subscribe', {}, { body: { subscription: { endpoint, keys } } });
  await send(
    'PUT',
    '/api/notifications/settings',
    {},
    { body: { endpoint, alertSettings: { highSurf: true } } },
  );
  await send('POST', '/api/notifications/test', {}, { body: { endpoint } });
  await send('POST', '/api/notifications/unsubscribe', {}, { body: { endpoint } });
}

async function walkBoardHub(t: TestApp, send: Send) {
  const photo = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#3388cc' } })
    .jpeg()
    .toBuffer();
  const listing = (
    await send(
      'POST',
      '/api/listings',
      {},
      {
        multipart: multipartBody(
          {
            title: 'Longboard 9ft',
            description: 'Single fin, a few dings, rides well.',
            price: '$350',
            condition: 'Good',
            length: `9'0"`,
            location: 'Haleiwa',
            phone: '808-555-0100',
            sellerName: 'Keoni',
            email: 'keoni@example.com',
          },
          [{ field: 'photo', filename: 'board.jpg', contentType: 'image/jpeg', bytes: photo }],
        ),
      },
    )
  ).json<{ id: string; sellerToken: string }>();
  await t.settle();
  await send('GET', '/api/listings', {}, { query: 'length=9' });
  await send(
    'POST',
    '/api/listings/:id/contact',
    { id: listing.id },
    {
      body: { message: 'Is it still for sale?', replyEmail: 'buyer@example.com' },
    },
  );
  const seller = { [SELLER_TOKEN_HEADER]: listing.sellerToken };
  await send('POST', '/api/listings/:id/seller-link', { id: listing.id });
  await send('POST', '/api/listings/:id/renew', { id: listing.id }, { headers: seller });
  await t.settle();
  await send('PATCH', '/api/listings/:id/sold', { id: listing.id }, { headers: seller });
}

async function walkSurveys(t: TestApp, send: Send) {
  await send('GET', '/api/survey/categories', {});
  const created = (
    await send(
      'POST',
      '/api/surveys',
      {},
      {
        body: {
          title: 'Beach safety',
          categoryId: 1,
          questions: [
            { questionText: 'Did you swim?', questionType: 'yes_no', options: [], isRequired: true },
          ],
        },
      },
    )
  ).json<{ id: string; creatorToken: string }>();
  await t.settle();
  const creator = { [CREATOR_TOKEN_HEADER]: created.creatorToken };
  await send('GET', '/api/surveys', {});
  const survey = (
    await send('GET', '/api/surveys/:id', { id: created.id }, { query: 'withQuestions=true' })
  ).json<{ questions: { id: string }[] }>();
  await send(
    'POST',
    '/api/surveys/:id/responses',
    { id: created.id },
    {
      body: { responses: { [survey.questions[0]!.id]: 'yes' }, respondentId: null },
    },
  );
  await t.settle();
  await send('GET', '/api/surveys/:id/results', { id: created.id }, { headers: creator });
  await send('GET', '/api/surveys/:id/responses.csv', { id: created.id }, { headers: creator });
  await send('DELETE', '/api/surveys/:id', { id: created.id }, { headers: creator });
}

/** Signs up, confirms with the mailed link's secret, then unsubscribes with the signed link. */
async function walkNewsletter(t: TestApp, send: Send) {
  await send('POST', '/api/newsletter/subscriptions', {}, { body: { email: 'walker@example.com' } });
  await t.settle();
  const queued = await listOutbox(t.deps.db, 'queued');
  const mails = await Promise.all(queued.map((mail) => readQueuedMail(t.deps, mail.id)));
  const text = mails.find((mail) => mail?.to === 'walker@example.com')!.text!;
  const link = (path: string) => {
    const [, subscriptionId, token] = new RegExp(`${path}\\?subscription=([^&\\s]+)&token=(\\S+)`).exec(
      text,
    )!;
    return { subscriptionId, token };
  };
  await send('POST', '/api/newsletter/confirmations', {}, { body: link('/newsletter/confirm') });
  await send('POST', '/api/newsletter/unsubscriptions', {}, { body: link('/newsletter/unsubscribe') });
}

async function walkMail(t: TestApp, send: Send, admin: string) {
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

async function walkAdvertising(
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
      body: { title: 'Lessons at dawn', description: 'Boards included, before the crowds.' },
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

  await send('GET', '/api/ads', {}, { query: 'position=content' });
  await send('POST', '/api/ads/:id/impression', { id: ad.id }, { body: { pageUrl: '/' } });
  await send('POST', '/api/ads/:id/click', { id: ad.id }, { body: { pageUrl: '/' } });
  await t.settle();
  await send('GET', '/api/campaigns/:id', { id: campaign.id }, as);
  await send('GET', '/api/campaigns/:id/history', { id: campaign.id }, as);
  await send('GET', '/api/advertisers/:id/campaigns', { id: owner.id }, as);
  await send('GET', '/api/ads/:id', { id: ad.id }, as);
  await send('GET', '/api/ads/:id/history', { id: ad.id }, as);
  await send('GET', '/api/advertisers/:id/ads', { id: owner.id }, as);
  await send('GET', '/api/advertisers/:id/stats', { id: owner.id }, as);
  await send('GET', '/api/advertisers/:id/stats', { id: owner.id }, { ...as, query: 'format=csv' });
  await send('GET', '/api/admin/audit', {}, { cookie: admin, query: 'limit=20' });

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
  await send(
    'PATCH',
    '/api/campaigns/:id/status',
    { id: campaign.id },
    { cookie: admin, body: { status: 'paused' } },
  );
  await t.settle();
  await send(
    'POST',
    '/api/campaigns/:id/refund',
    { id: campaign.id },
    { cookie: admin, body: { reason: 'Closed for the season' } },
  );
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
