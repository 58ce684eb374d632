import sharp from 'sharp';
import { readQueuedMail } from '@nsg/platform/mail/mail-outbox.ts';
import { recordObservation } from '@nsg/projections/conditions/conditions-queries.ts';
import { listOutbox } from '@nsg/projections/mail/mail-queries.ts';
import { SELLER_TOKEN_HEADER } from '../../marketplace/seller-token.ts';
import { phonePhoto } from '../../eco/evidence-photo-fixture.ts';
import { CREATOR_TOKEN_HEADER } from '../../surveys/surveys-routes.ts';
import { multipartBody } from '../../uploads/multipart-body.ts';
import type { TestApp } from '../../testing/test-app.ts';
import type { Send } from './walk-send.ts';

export async function walkCatalog(send: Send) {
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

export async function walkReviews(t: TestApp, send: Send, admin: string) {
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

/** An admin adds one of the catalog's tips, edits it, and retires it. */
async function walkLocalTipsAdmin(t: TestApp, send: Send, admin: string) {
  const tip = {
    title: 'Sunrise from the pillbox',
    description: 'A short steep walk to a view of the whole coast.',
    location: 'Pupukea',
    tags: 'ocean view, sunrise',
    category: 'viewpoint',
    timeOfDay: 'morning',
    cost: 'free',
    crowdLevel: 'low',
    difficulty: 'moderate',
    season: 'year_round',
    localRating: 4.5,
    authorName: 'Noelani K.',
    latitude: 21.64,
    longitude: -158.05,
  };
  const { id } = (
    await send('POST', '/api/admin/catalog/local-tips', {}, { cookie: admin, body: tip })
  ).json<{ id: number }>();
  await t.settle();
  await send('GET', '/api/admin/catalog/local-tips', {}, { cookie: admin });
  await send(
    'PUT',
    '/api/admin/catalog/local-tips/:id',
    { id },
    { cookie: admin, body: { ...tip, cost: 'low', expectedRevision: 0 } },
  );
  await send(
    'POST',
    '/api/admin/catalog/local-tips/:id/retire',
    { id },
    { cookie: admin, body: { reason: 'Trail closed' } },
  );
}

export async function walkLocalTipSuggestions(t: TestApp, send: Send, admin: string) {
  const tip = (title: string) => ({
    title,
    description: 'Green sea turtles rest on the sand in the afternoon.',
    location: 'Laniakea',
    category: 'beach',
    timeOfDay: 'afternoon',
    cost: 'free',
    crowdLevel: 'high',
    difficulty: 'easy',
    localRating: 4,
    authorName: 'Kai',
  });
  const first = (await send('POST', '/api/local-tips', {}, { body: tip('Turtles') })).json<{ id: number }>();
  const second = (await send('POST', '/api/local-tips', {}, { body: tip('Crowds') })).json<{ id: number }>();
  await t.settle();
  await send('GET', '/api/admin/local-tips', {}, { cookie: admin, query: 'status=pending' });
  await send('POST', '/api/admin/local-tips/:id/verify', { id: first.id }, { cookie: admin, body: {} });
  await walkLocalTipsAdmin(t, send, admin);
  await send(
    'POST',
    '/api/admin/local-tips/:id/reject',
    { id: second.id },
    { cookie: admin, body: { note: 'Duplicate' } },
  );
}

/** An admin adds a reward with a partner and a stock, edits it, and retires it. */
async function walkRewardsAdmin(t: TestApp, send: Send, admin: string) {
  const reward = {
    title: 'Free paddle with a lesson',
    description: 'A stand-up paddle for an hour with any surf lesson.',
    terms: 'One per visitor.',
    rewardType: 'freebie',
    businessId: 1,
    pointsRequired: 40,
    maxRedemptions: 5,
    validUntil: '2027-12-31',
  };
  const { id } = (
    await send('POST', '/api/admin/catalog/rewards', {}, { cookie: admin, body: reward })
  ).json<{
    id: number;
  }>();
  await t.settle();
  await send('GET', '/api/admin/catalog/rewards', {}, { cookie: admin });
  await send(
    'PUT',
    '/api/admin/catalog/rewards/:id',
    { id },
    { cookie: admin, body: { ...reward, maxRedemptions: 6, expectedRevision: 0 } },
  );
  await send(
    'POST',
    '/api/admin/catalog/rewards/:id/retire',
    { id },
    { cookie: admin, body: { reason: 'Ended' } },
  );
}

/** An admin adds an eco challenge, edits it, and retires it. */
async function walkEcoChallengesAdmin(t: TestApp, send: Send, admin: string) {
  const challenge = {
    title: 'Bring your own cup',
    description: 'Ask for your coffee in your own cup.',
    location: 'Haleʻiwa',
    requirements: 'A reusable cup',
    estimatedTime: '5 minutes',
    categoryId: 1,
    difficulty: 'easy',
    points: 5,
    co2SavedGrams: 20,
    wasteReducedGrams: 15,
  };
  const url = '/api/admin/catalog/eco-challenges';
  const { id } = (await send('POST', url, {}, { cookie: admin, body: challenge })).json<{ id: number }>();
  await t.settle();
  await send('GET', url, {}, { cookie: admin });
  const edit = { ...challenge, points: 6, expectedRevision: 0 };
  await send('PUT', `${url}/:id`, { id }, { cookie: admin, body: edit });
  await send('POST', `${url}/:id/retire`, { id }, { cookie: admin, body: { reason: 'Ended' } });
}

/** An admin adds an eco category, edits it, and retires it while it has no challenges. */
async function walkEcoCategoriesAdmin(send: Send, admin: string) {
  const category = {
    name: 'Reef Care',
    description: 'Look after the reefs.',
    icon: 'fish',
    color: '#0e7490',
  };
  const url = '/api/admin/catalog/eco-categories';
  const { id } = (await send('POST', url, {}, { cookie: admin, body: category })).json<{ id: number }>();
  await send('GET', url, {}, { cookie: admin });
  const edit = { ...category, nameJa: 'サンゴ礁を守る', expectedRevision: 0 };
  await send('PUT', `${url}/:id`, { id }, { cookie: admin, body: edit });
  await send('POST', `${url}/:id/retire`, { id }, { cookie: admin, body: { reason: 'Merged' } });
}

export async function walkEco(t: TestApp, send: Send, admin: string) {
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
  await walkRewardsAdmin(t, send, admin);
  await walkEcoChallengesAdmin(t, send, admin);
  await walkEcoCategoriesAdmin(send, admin);
}

const CONDITIONS_ROUTES = ['/api/weather', '/api/surf', '/api/surf-outlook', '/api/alerts', '/api/traffic'];

/** First with no source heard from (each says it is unavailable), then with fresh figures. */
export async function walkConditions(t: TestApp, send: Send, admin: string) {
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

export async function walkNotifications(send: Send) {
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

export async function walkBoardHub(t: TestApp, send: Send, admin: string) {
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
  await send(
    'POST',
    '/api/admin/listings/:id/remove',
    { id: listing.id },
    { cookie: admin, body: { reason: 'Reported as stolen' } },
  );
  await t.settle();
  await send('GET', '/api/admin/listings', {}, { cookie: admin, query: 'status=removed' });
  await send('POST', '/api/admin/listings/:id/restore', { id: listing.id }, { cookie: admin });
}

export async function walkSurveys(t: TestApp, send: Send) {
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

export async function walkNewsletter(t: TestApp, send: Send) {
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
