import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginCookie, startTestApp, type TestApp } from '../testing/test-app.ts';
import {
  adInput,
  advertiser,
  approveAd,
  call,
  campaignInput,
  payForCampaign,
  serveAd,
} from './advertising-test-helpers.ts';
import { randomUUID } from 'node:crypto';
import { RESCHEDULE_PAID_MESSAGE, START_IN_PAST_MESSAGE } from '@nsg/domain/advertising/campaign.ts';
import { addMonths, hawaiiDay } from '@nsg/domain/advertising/pricing.ts';
import { toNewEvents } from '@nsg/platform/event-store/new-events.ts';

let t: TestApp;
let admin: string;
let owner: { id: string; cookie: string };

beforeAll(async () => {
  t = await startTestApp();
  admin = await loginCookie(t.app, t.admin.email, t.admin.password);
  owner = await advertiser(t, 'Kai');
}, 60_000);
afterAll(() => t.close());

async function createCampaign(cookie: string, overrides: Record<string, unknown> = {}) {
  const response = await call(t.app, 'POST', '/api/campaigns', cookie, campaignInput(overrides));
  expect(response.statusCode, response.body).toBe(201);
  await t.settle();
  return response.json<{ id: string; budget: number; endDate: string }>();
}

describe('campaigns', () => {
  it('derives the budget and end date on the server and ignores a budget sent by the client', async () => {
    const campaign = await createCampaign(owner.cookie, {
      budget: 1,
      startDate: '2027-03-10',
      durationMonths: 6,
    });
    expect(campaign).toMatchObject({ budget: 180, endDate: '2027-09-10' });
    const stored = await call(t.app, 'GET', `/api/campaigns/${campaign.id}`, owner.cookie);
    expect(stored.json()).toMatchObject({ status: 'pending', budget: '180.00', durationMonths: 6 });
  });

  it('answers bad input with the spec messages', async () => {
    const response = await call(t.app, 'POST', '/api/campaigns', owner.cookie, {
      ...campaignInput(),
      name: '',
      targetAudience: { ages: [18, 90], interests: [] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toMatchObject({
      name: ['Campaign name is required'],
      'targetAudience.ages.1': ['Age must be at most 80'],
    });
  });

  it('lets a pending advertiser prepare campaigns that visitors never see, and pay only once approved', async () => {
    const pending = await advertiser(t, 'Pua', false);
    const campaign = await createCampaign(pending.cookie);
    const intent = await call(t.app, 'POST', '/api/create-payment-intent', pending.cookie, {
      campaignId: campaign.id,
    });
    expect(intent.statusCode).toBe(409);
    const ad = await call(
      t.app,
      'POST',
      '/api/ads',
      pending.cookie,
      adInput(campaign.id, { title: 'Pua ad' }),
    );
    expect(ad.json()).toMatchObject({ status: 'pending' });
    await t.settle();
    await approveAd(t, ad.json().id);
    const ads = await call(t.app, 'GET', '/api/ads');
    expect(ads.json<{ title: string }[]>().map((a) => a.title)).not.toContain('Pua ad');
  });

  it('refuses a transition section 4 does not allow with a 409 naming the status', async () => {
    const campaign = await createCampaign(owner.cookie);
    const paused = await call(t.app, 'PATCH', `/api/campaigns/${campaign.id}/status`, admin, {
      status: 'paused',
    });
    expect(paused.statusCode).toBe(409);
    expect(paused.json().message).toBe('Cannot change a pending campaign to paused');
  });

  it('refuses a start date in the past, and payment for a campaign whose start has passed', async () => {
    const yesterday = new Date(Date.now() - 10 * 3600_000 - 86_400_000).toISOString().slice(0, 10);
    const response = await call(
      t.app,
      'POST',
      '/api/campaigns',
      owner.cookie,
      campaignInput({ startDate: yesterday }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({
      startDate: ['The start date must be today or later (Hawaii time)'],
    });

    // A campaign created days ago and never paid (its start has passed since).
    const campaignId = randomUUID();
    const streamId = `campaign-${campaignId}`;
    await t.deps.store.append(
      streamId,
      toNewEvents(
        [
          {
            type: 'advertising.CampaignCreated',
            data: {
              campaignId,
              advertiserId: owner.id,
              name: 'Old plan',
              description: 'Never paid',
              durationMonths: 1,
              budget: 30,
              placement: 'content',
              startDate: yesterday,
              endDate: addMonths(yesterday, 1),
              expiresAt: `${addMonths(yesterday, 1)}T23:59:59.999-10:00`,
              targetAudience: { ages: [18, 65], interests: ['Surfing'] },
              createdAt: new Date(Date.now() - 2 * 86_400_000).toISOString(),
            },
          },
        ],
        { actor: `advertiser:${owner.id}`, correlationId: randomUUID() },
        streamId,
      ),
      { expectedRevision: 'no_stream' },
    );
    await t.settle();
    const intent = await call(t.app, 'POST', '/api/create-payment-intent', owner.cookie, { campaignId });
    expect(intent.statusCode).toBe(409);
    expect(intent.json().message).toMatch(/start date has passed: change its dates/);

    // Its owner moves it to today: then it can be paid, and once paid its dates are fixed.
    const schedule = (startDate: string, cookie = owner.cookie) =>
      call(t.app, 'PUT', `/api/campaigns/${campaignId}/schedule`, cookie, { startDate });
    expect((await schedule(yesterday)).json().fieldErrors).toEqual({ startDate: [START_IN_PAST_MESSAGE] });
    const today = hawaiiDay(new Date());
    expect((await schedule(today)).statusCode).toBe(200);
    await t.settle();
    const moved = (await call(t.app, 'GET', `/api/campaigns/${campaignId}`, owner.cookie)).json();
    expect(moved).toMatchObject({ startDate: today, endDate: addMonths(today, 1), status: 'pending' });
    // An intent made before the start passed cannot be paid after it: the dates must move first.
    const intentToday = await call(t.app, 'POST', '/api/create-payment-intent', owner.cookie, { campaignId });
    await t.settle();
    const realNow = t.deps.clock.now;
    t.deps.clock.now = () => new Date(Date.now() + 2 * 86_400_000);
    try {
      const late = await call(t.app, 'POST', '/api/payments/test-mode/confirm', owner.cookie, {
        paymentIntentId: intentToday.json().paymentIntentId,
      });
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toMatch(/start date has passed/);
    } finally {
      t.deps.clock.now = realNow;
    }
    await payForCampaign(t, owner.cookie, campaignId);
    const afterPayment = await schedule(addMonths(today, 1));
    expect(afterPayment.statusCode).toBe(409);
    expect(afterPayment.json().message).toBe(RESCHEDULE_PAID_MESSAGE);
  });

  it('refuses to approve an unpaid campaign: it would serve for free and could never be paid', async () => {
    const campaign = await createCampaign(owner.cookie);
    const approved = await call(t.app, 'PATCH', `/api/campaigns/${campaign.id}/status`, admin, {
      status: 'active',
    });
    expect(approved.statusCode).toBe(409);
    expect(approved.json().message).toBe(
      'This campaign has not been paid for: it becomes active by itself once its payment succeeds.',
    );
    await payForCampaign(t, owner.cookie, campaign.id);
    expect((await call(t.app, 'GET', `/api/campaigns/${campaign.id}`, owner.cookie)).json()).toMatchObject({
      status: 'active',
      paid: true,
    });
  });
});

describe('campaign edits', () => {
  const edit = {
    name: 'Winter surf lessons',
    description: "Small groups at Chun's Reef",
    targetAudience: { ages: [21, 50], interests: ['Surfing', 'Photography'] },
  };

  it('lets the owner change name, description and audience, but not what was paid for', async () => {
    const campaign = await createCampaign(owner.cookie, { durationMonths: 3 });
    const response = await call(t.app, 'PATCH', `/api/campaigns/${campaign.id}`, owner.cookie, {
      ...edit,
      durationMonths: 12,
      budget: 1,
      status: 'active',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id: campaign.id, status: 'pending' });
    await t.settle();
    const stored = await call(t.app, 'GET', `/api/campaigns/${campaign.id}`, owner.cookie);
    expect(stored.json()).toMatchObject({
      ...edit,
      status: 'pending',
      durationMonths: 3,
      budget: '90.00',
      endDate: campaign.endDate,
    });
    const history = await call(t.app, 'GET', `/api/campaigns/${campaign.id}/history`, owner.cookie);
    expect(history.json().map((entry: { action: string }) => entry.action)).toEqual([
      'advertising.CampaignCreated',
      'advertising.CampaignUpdated',
    ]);
  });

  it('answers bad input with the campaign form messages, and refuses closed campaigns with a 409', async () => {
    const campaign = await createCampaign(owner.cookie);
    const bad = await call(t.app, 'PATCH', `/api/campaigns/${campaign.id}`, owner.cookie, {
      ...edit,
      name: 'x'.repeat(101),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toEqual({ name: ['Name must be under 100 characters'] });
    await call(t.app, 'PATCH', `/api/campaigns/${campaign.id}/status`, admin, { status: 'rejected' });
    await t.settle();
    const closed = await call(t.app, 'PATCH', `/api/campaigns/${campaign.id}`, owner.cookie, edit);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe('Cannot edit a rejected campaign');
  });
});

describe('payments', () => {
  it('computes the amount from the campaign, ignoring the amount sent', async () => {
    const campaign = await createCampaign(owner.cookie, { durationMonths: 12 });
    const response = await call(t.app, 'POST', '/api/create-payment-intent', owner.cookie, {
      campaignId: campaign.id,
      amount: 1,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ amount: 36000, currency: 'usd', testMode: true });
    expect(response.json().clientSecret).toMatch(/^pi_test_\w+_secret_test$/);
  });

  it('creates one intent for 10 concurrent requests for one campaign', async () => {
    const campaign = await createCampaign(owner.cookie);
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        call(t.app, 'POST', '/api/create-payment-intent', owner.cookie, { campaignId: campaign.id }),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(responses.map((r) => r.json().paymentIntentId)).size).toBe(1);
    const { rows } = await t.deps.pool.query(
      `select count(*)::int as n from events where type = 'advertising.PaymentIntentCreated' and data->>'campaignId' = $1`,
      [campaign.id],
    );
    expect(rows[0].n).toBe(1);
  });

  it('activates the campaign through the test-mode webhook path, and its ads are served', async () => {
    const campaign = await createCampaign(owner.cookie);
    const intent = await call(t.app, 'POST', '/api/create-payment-intent', owner.cookie, {
      campaignId: campaign.id,
    });
    await t.settle();
    const declined = await call(t.app, 'POST', '/api/payments/test-mode/confirm', owner.cookie, {
      paymentIntentId: intent.json().paymentIntentId,
      cardNumber: '4000 0000 0000 0002',
    });
    expect(declined.json()).toEqual({ status: 'failed', message: 'Your card was declined.' });
    await t.settle();
    expect((await call(t.app, 'GET', `/api/campaigns/${campaign.id}`, owner.cookie)).json().status).toBe(
      'pending',
    );

    const paid = await call(t.app, 'POST', '/api/payments/test-mode/confirm', owner.cookie, {
      paymentIntentId: intent.json().paymentIntentId,
      cardNumber: '4242 4242 4242 4242',
    });
    expect(paid.json()).toEqual({ status: 'succeeded' });
    await t.settle();
    expect((await call(t.app, 'GET', `/api/campaigns/${campaign.id}`, owner.cookie)).json()).toMatchObject({
      status: 'active',
      paid: true,
    });
    const payment = await call(t.app, 'GET', `/api/payment/${intent.json().paymentIntentId}`, owner.cookie);
    expect(payment.json()).toMatchObject({ amount: 9000, status: 'succeeded', created: expect.any(Number) });

    // The advertiser's receipt is in the outbox, once, with the amount, campaign, dates and reference.
    await t.settle();
    const outbox = (await call(t.app, 'GET', '/api/admin/mail', admin)).json<{
      messages: { id: string; to: string | null; subject: string }[];
    }>().messages;
    const texts = await Promise.all(
      outbox
        .filter((message) => message.subject === 'Receipt: $90.00 for Sunset surf lessons')
        .map(async (message) => ({
          to: message.to,
          text: (await call(t.app, 'GET', `/api/admin/mail/${message.id}`, admin)).json<{ text: string }>()
            .text,
        })),
    );
    const reference = `Test reference (no real charge): ${intent.json().paymentIntentId}`;
    const receipts = texts.filter((message) => message.text.includes(reference));
    expect(receipts).toHaveLength(1);
    const [receipt] = receipts;
    expect(receipt!.to).toBe('kai@shop.test');
    expect(receipt!.text).toContain(`to ${campaign.endDate} (Hawaii time)`);
    expect(receipt!.text).toMatch(/Paid: .+ HST/);

    const ad = await call(t.app, 'POST', '/api/ads', owner.cookie, adInput(campaign.id));
    // Never approved by itself, even in an active campaign.
    expect(ad.json()).toMatchObject({ status: 'pending' });
    await t.settle();
    expect((await call(t.app, 'GET', '/api/ads')).json().map((a: { id: string }) => a.id)).not.toContain(
      ad.json().id,
    );
    await approveAd(t, ad.json().id);
    const ads = (await call(t.app, 'GET', '/api/ads?businessType=tourism')).json<{ id: string }[]>();
    expect(ads.map((a) => a.id)).toContain(ad.json().id);

    const history = await call(t.app, 'GET', `/api/campaigns/${campaign.id}/history`, owner.cookie);
    expect(
      history
        .json()
        .map((entry: { action: string; actor: string }) => [entry.action, entry.actor.split(':')[0]]),
    ).toEqual([
      ['advertising.CampaignCreated', 'advertiser'],
      ['advertising.PaymentIntentCreated', 'advertiser'],
      ['advertising.PaymentFailed', 'system'],
      ['advertising.PaymentSucceeded', 'system'],
      ['advertising.CampaignActivated', 'system'],
    ]);
  });
});

describe('ads, traffic and statistics', () => {
  it('counts impressions and clicks of a served ad, not reused tokens, bots nor unserved clicks', async () => {
    const campaign = await createCampaign(owner.cookie);
    await payForCampaign(t, owner.cookie, campaign.id);
    const ad = (await call(t.app, 'POST', '/api/ads', owner.cookie, adInput(campaign.id))).json<{
      id: string;
    }>();
    await t.settle();
    await approveAd(t, ad.id);
    const browser = { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0) Mobile/15E148' };
    const { serveToken, as } = await serveAd(t, ad.id, browser);
    const post = (kind: string, body: object, headers: Record<string, string>) =>
      call(t.app, 'POST', `/api/ads/${ad.id}/${kind}`, undefined, body, headers);
    const first = await post('impression', { pageUrl: '/?x=1', serveToken }, as);
    expect(first.statusCode).toBe(202);
    expect(first.json().counted).toBe(true);
    expect((await post('impression', { pageUrl: '/', serveToken }, as)).json().counted).toBe(false);
    const click = await post('click', { pageUrl: '/', serveToken }, as);
    expect(click.json()).toEqual({ counted: true, linkUrl: 'https://surf.example/lessons' });
    expect((await post('click', { pageUrl: '/', serveToken }, as)).json().counted).toBe(false);
    expect((await post('click', { serveToken }, { 'user-agent': 'Googlebot/2.1' })).json().counted).toBe(
      false,
    );
    // A browser that was never served the ad clicks: not counted.
    for (let i = 0; i < 3; i++) {
      expect((await post('click', { pageUrl: '/' }, browser)).json().counted).toBe(false);
    }
    await t.settle();

    const stats = await call(t.app, 'GET', `/api/advertisers/${owner.id}/stats`, owner.cookie);
    const byAd = stats.json().byAd.find((row: { adId: string }) => row.adId === ad.id);
    expect(byAd).toMatchObject({ impressions: 1, clicks: 1, ctr: 100 });
    const csv = await call(t.app, 'GET', `/api/advertisers/${owner.id}/stats?format=csv`, owner.cookie);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.body).toContain(`,${ad.id},Surf lessons from $60,${campaign.id},,1,,1,100,`);

    const { rows } = await t.deps.pool.query(
      `select data from events where type like 'advertising.Ad%Recorded' and data->>'adId' = $1
       order by global_position`,
      [ad.id],
    );
    expect(rows).toHaveLength(8);
    expect(rows.map((r) => r.data.flag).sort()).toEqual(
      [
        'bot',
        'token-used',
        'token-used',
        null,
        null,
        'no-serve-token',
        'no-serve-token',
        'no-serve-token',
      ].sort(),
    );
    expect(JSON.stringify(rows)).not.toMatch(/10\.91\.|x=1/);
    expect(rows[0].data).toMatchObject({ deviceType: 'mobile', pageUrl: '/' });
  });

  it('an edit of an approved ad goes back to review; visitors see the approved version until then', async () => {
    const campaign = await createCampaign(owner.cookie);
    await payForCampaign(t, owner.cookie, campaign.id);
    const ad = (
      await call(t.app, 'POST', '/api/ads', owner.cookie, adInput(campaign.id, { title: 'Honest ad' }))
    ).json<{
      id: string;
    }>();
    await t.settle();
    await approveAd(t, ad.id);
    const served = async () =>
      (await call(t.app, 'GET', '/api/ads'))
        .json<{ id: string; title: string; linkUrl: string }[]>()
        .find((a) => a.id === ad.id);
    expect(await served()).toMatchObject({ title: 'Honest ad', linkUrl: 'https://surf.example/lessons' });

    const edit = await call(t.app, 'PATCH', `/api/ads/${ad.id}`, owner.cookie, {
      title: 'Bait and switch',
      description: 'Changed after approval',
      linkUrl: 'https://phish.example/login',
    });
    expect(edit.statusCode).toBe(200);
    await t.settle();
    expect(await served()).toMatchObject({ title: 'Honest ad', linkUrl: 'https://surf.example/lessons' });
    const mine = (await call(t.app, 'GET', `/api/ads/${ad.id}`, owner.cookie)).json();
    expect(mine).toMatchObject({ status: 'pending', title: 'Bait and switch' });
    const click = await call(t.app, 'POST', `/api/ads/${ad.id}/click`, undefined, {});
    expect(click.json().linkUrl).toBe('https://surf.example/lessons');

    await approveAd(t, ad.id);
    expect(await served()).toMatchObject({
      title: 'Bait and switch',
      linkUrl: 'https://phish.example/login',
    });
    const rejected = await call(t.app, 'PATCH', `/api/ads/${ad.id}/status`, admin, {
      status: 'rejected',
      reason: 'The link leads to a login page',
    });
    expect(rejected.statusCode).toBe(200);
    await t.settle();
    expect(await served()).toBeUndefined();
  });

  it('refuses traffic for an ad visitors cannot see', async () => {
    const campaign = await createCampaign(owner.cookie);
    const ad = (await call(t.app, 'POST', '/api/ads', owner.cookie, adInput(campaign.id))).json<{
      id: string;
      status: string;
    }>();
    expect(ad.status).toBe('pending');
    await t.settle();
    expect((await call(t.app, 'POST', `/api/ads/${ad.id}/impression`, undefined, {})).statusCode).toBe(404);
  });

  it('moderates ads per section 4', async () => {
    const campaign = await createCampaign(owner.cookie);
    const ad = (await call(t.app, 'POST', '/api/ads', owner.cookie, adInput(campaign.id))).json<{
      id: string;
    }>();
    await t.settle();
    const status = (s: string) =>
      call(t.app, 'PATCH', `/api/ads/${ad.id}/status`, admin, { status: s, reason: 'Blurry photo' });
    expect((await status('approved')).statusCode).toBe(200);
    expect((await status('approved')).statusCode).toBe(409);
    expect((await status('rejected')).statusCode).toBe(200);
    expect((await status('approved')).statusCode).toBe(200);
  });

  it('stores uploaded images re-encoded, and refuses a file that is not an image', async () => {
    const sharp = (await import('sharp')).default;
    const png = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#0af' } })
      .png()
      .withMetadata({ exif: { IFD0: { Copyright: 'secret-gps' } } })
      .toBuffer();
    const upload = (bytes: Buffer, name: string) => {
      const boundary = 'nsgboundary';
      const payload = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        bytes,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return call(t.app, 'POST', '/api/upload/ad-image', owner.cookie, payload, {
        'content-type': `multipart/form-data; boundary=${boundary}`,
      });
    };
    const ok = await upload(png, 'a.png');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({
      success: true,
      imageUrl: expect.stringMatching(/^\/uploads\/ads\/.+-large\.webp$/),
    });
    const stored = await t.app.inject({ url: ok.json().imageUrl });
    const meta = await sharp(stored.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1200 });
    expect(meta.exif).toBeUndefined();
    const bad = await upload(Buffer.from('<svg onload="alert(1)"></svg>'), 'evil.png');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('The file is not an image file.');
  });
});

describe('admin', () => {
  it('approves and suspends advertisers and lists every event in the audit log', async () => {
    const pending = await advertiser(t, 'Nalu', false);
    const list = await call(t.app, 'GET', '/api/admin/advertisers?status=pending', admin);
    expect(list.json()).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: pending.id, email: 'nalu@shop.test' })]),
    );
    expect(
      (
        await call(t.app, 'POST', `/api/admin/advertisers/${pending.id}/status`, admin, {
          status: 'suspended',
        })
      ).statusCode,
    ).toBe(200);
    await t.settle();
    expect((await call(t.app, 'GET', '/api/me', pending.cookie)).statusCode).toBe(401);
    const audit = await call(t.app, 'GET', `/api/admin/audit?target=advertiser-${pending.id}`, admin);
    expect(audit.json().map((row: { action: string }) => row.action)).toEqual([
      'accounts.AdvertiserStatusChanged',
      'accounts.AdvertiserRegistered',
    ]);
  });

  it('keeps editable advertising rates, publishing only active ones', async () => {
    const rate = {
      name: 'Content ad',
      description: 'Standard ad between sections',
      adType: 'banner',
      position: 'content',
      size: 'standard',
      dailyRate: 2,
      weeklyRate: 10,
      monthlyRate: 30,
      impressionsPerDay: 500,
    };
    const created = await call(t.app, 'POST', '/api/admin/rates', admin, rate);
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id;
    const hidden = await call(t.app, 'POST', '/api/admin/rates', admin, {
      ...rate,
      name: 'Header ad',
      isActive: false,
    });
    expect(hidden.statusCode).toBe(201);
    const updated = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/rates/${id}`,
      headers: { cookie: admin },
      payload: { ...rate, monthlyRate: 35.5 },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    await t.settle();
    const published = await call(t.app, 'GET', '/api/advertising-rates');
    expect(published.json()).toEqual([
      expect.objectContaining({ id, name: 'Content ad', monthlyRate: 35.5, maxAdsPerPosition: 1 }),
    ]);
    expect((await call(t.app, 'GET', '/api/admin/rates', admin)).json()).toHaveLength(2);
    const bad = await call(t.app, 'POST', '/api/admin/rates', admin, { ...rate, name: '', dailyRate: -1 });
    expect(bad.json().fieldErrors).toMatchObject({
      name: ['Name is required'],
      dailyRate: ['Daily rate must not be negative'],
    });
  });
});
