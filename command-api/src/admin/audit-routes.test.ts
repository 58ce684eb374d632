import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adInput,
  advertiser,
  call,
  campaignInput,
  paidCampaign,
} from '../advertising/advertising-test-helpers.ts';
import { loginCookie, startTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await loginCookie(t.app, t.admin.email, t.admin.password);
});
afterAll(() => t.close());

interface Entry {
  position: string;
  actor: string;
  actorName: string | null;
  actorEmail: string | null;
  action: string;
  target: string;
  targetName: string | null;
  changes: string[];
}
const audit = async (query: string) => {
  const response = await call(t.app, 'GET', `/api/admin/audit?${query}`, admin);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Entry[]>();
};

describe('the audit log', () => {
  it('names the account behind each action, with its email', async () => {
    const lani = await advertiser(t, 'Lani');
    const [approval, registration] = await audit(`target=advertiser-${lani.id}`);
    expect(approval).toMatchObject({
      action: 'accounts.AdvertiserStatusChanged',
      actorEmail: t.admin.email,
    });
    expect(approval!.actorName).toEqual(expect.any(String));
    // A registration is the visitor's own act, before there is an account to name.
    expect(registration).toMatchObject({ action: 'accounts.AdvertiserRegistered', actorName: null });
  });

  it('pages newest first with a cursor, and keeps ad traffic apart unless asked', async () => {
    const stream = `ad_traffic-${randomUUID()}`;
    const traffic = {
      adId: randomUUID(),
      campaignId: randomUUID(),
      advertiserId: randomUUID(),
      visitorId: 'v1',
      pageUrl: '/',
      deviceType: 'desktop',
      flag: null,
      at: new Date().toISOString(),
    };
    const event = (type: string) => ({
      type,
      data: type === 'advertising.AdClickRecorded' ? { ...traffic, referrer: null } : traffic,
      eventId: randomUUID(),
      metadata: { actor: 'visitor:v1', correlationId: randomUUID(), schemaVersion: 1 },
    });
    await t.deps.store.append(stream, [event('advertising.AdImpressionRecorded')], {
      expectedRevision: 'no_stream',
    });
    await t.deps.store.append(stream, [event('advertising.AdClickRecorded')], { expectedRevision: 0n });
    await t.settle();

    expect(await audit(`target=${stream}`)).toEqual([]);
    const recorded = await audit(`target=${stream}&activity=traffic`);
    expect(recorded.map((entry) => entry.action)).toEqual([
      'advertising.AdClickRecorded',
      'advertising.AdImpressionRecorded',
    ]);
    const [newest] = await audit(`target=${stream}&activity=all&limit=1`);
    const [older] = await audit(`target=${stream}&activity=all&limit=1&before=${newest!.position}`);
    expect([newest!.action, older!.action]).toEqual(recorded.map((entry) => entry.action));
    expect(await audit(`target=${stream}&activity=all&before=${older!.position}`)).toEqual([]);
    expect((await call(t.app, 'GET', '/api/admin/audit?before=abc', admin)).statusCode).toBe(400);
  });

  it('records sign-ins and refused ones, by the account once it is in', async () => {
    const mele = await advertiser(t, 'Mele');
    const login = (email: string, password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/advertisers/login',
        payload: { email, password },
        remoteAddress: '10.77.0.1',
      });
    expect((await login('mele@shop.test', 'wrong-password')).statusCode).toBe(401);
    expect((await login('nobody@shop.test', 'wrong-password')).statusCode).toBe(401);
    expect((await login('mele@shop.test', 'secret-password')).statusCode).toBe(200);
    await t.settle();

    // Newest first; the helper that registered Mele signed her in once before these.
    const mine = (await audit(`target=signin-${mele.id}`)).slice(0, 2);
    expect(mine.map(({ action, actorName }) => ({ action, actorName }))).toEqual([
      { action: 'accounts.SignedIn', actorName: 'Mele' },
      { action: 'accounts.SignInFailed', actorName: null },
    ]);
    const unknown = await audit('type=SignInFailed');
    expect(
      unknown.some((entry) => entry.target.startsWith('signin-') && !entry.target.includes(mele.id)),
    ).toBe(true);
  });

  it("names each target and shows what changed, from the stream's earlier events", async () => {
    const kea = await advertiser(t, 'Kea');
    const campaign = { id: await paidCampaign(t, kea.cookie) };
    const ad = (await call(t.app, 'POST', '/api/ads', kea.cookie, adInput(campaign.id))).json<{
      id: string;
    }>();
    await t.settle();
    await call(t.app, 'PATCH', `/api/ads/${ad.id}/status`, admin, { status: 'rejected', reason: 'Blurry' });
    await t.settle();

    const details = (entries: Entry[]) =>
      entries.map(({ action, targetName, changes }) => ({ action, targetName, changes }));
    expect(details(await audit(`target=campaign-${campaign.id}`))).toEqual([
      {
        action: 'advertising.CampaignActivated',
        targetName: 'Sunset surf lessons',
        changes: ['status: pending → active', 'reason: payment'],
      },
      { action: 'advertising.CampaignCreated', targetName: 'Sunset surf lessons', changes: [] },
    ]);
    expect(details(await audit(`target=ad-${ad.id}`))[0]).toEqual({
      action: 'advertising.AdRejected',
      targetName: 'Surf lessons from $60',
      changes: ['status: pending → rejected', 'reason: Blurry'],
    });
    const [approval] = await audit(`target=advertiser-${kea.id}`);
    expect(approval).toMatchObject({ targetName: 'Kea Co (Kea)', changes: ['status: pending → active'] });
    // The payment, decided by the payment provider, is never shown as the advertiser's act.
    const [activation] = await audit(`target=campaign-${campaign.id}`);
    expect(activation).toMatchObject({ actor: 'system:stripe', actorName: null });
  });
});

// One more advertiser for the sections below: sign-ins from one address are rate limited.
let keoni: { id: string; cookie: string };
beforeAll(async () => {
  keoni = await advertiser(t, 'Keoni');
});

describe('filtering the audit log by what the page shows', () => {
  it('finds an actor by name or email and a target by its name, whatever the case', async () => {
    const campaign = await paidCampaign(t, keoni.cookie, { name: 'Budget hack' });
    const actions = (entries: Entry[]) => new Set(entries.map((entry) => entry.action));

    for (const actor of ['Keoni', 'keoni', 'KEONI@shop.test']) {
      const found = await audit(`actor=${encodeURIComponent(actor)}`);
      expect(actions(found), actor).toContain('advertising.CampaignCreated');
      expect(found.every((entry) => entry.actor === `advertiser:${keoni.id}`)).toBe(true);
    }
    const byAdmin = await audit(`actor=${encodeURIComponent(t.admin.email.toUpperCase())}`);
    expect(actions(byAdmin)).toContain('accounts.AdvertiserStatusChanged');
    expect(await audit('actor=nobody-by-that-name')).toEqual([]);

    for (const target of ['Budget hack', 'budget HACK']) {
      const found = await audit(`target=${encodeURIComponent(target)}`);
      expect(found.map((entry) => entry.target)).toContain(`campaign-${campaign}`);
    }
  });

  it('finds an action by the words the page shows, whatever the case', async () => {
    const campaign = await paidCampaign(t, keoni.cookie);
    const refunded = await call(t.app, 'POST', `/api/campaigns/${campaign}/refund`, admin, {
      reason: 'Test',
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    await t.settle();

    for (const type of ['refund', 'Campaign refunded', 'REFUNDED']) {
      const found = await audit(`type=${encodeURIComponent(type)}&target=campaign-${campaign}`);
      expect(
        found.map((entry) => entry.action),
        type,
      ).toEqual(['advertising.CampaignRefunded']);
    }
  });
});

const file = (n: number) => `0b6f3c1e-9a2d-4c8b-8f1e-2d3c4b5a6f7${n}.jpg`;
const image = (n: number) => `/uploads/ads/${file(n)}`;

describe('what each entry changed', () => {
  const changesOf = async (target: string, action: string) => {
    const entry = (await audit(`target=${target}&activity=all`)).find((e) => e.action === action);
    expect(entry, action).toBeDefined();
    return entry!.changes;
  };

  it("shows an ad's image and rotation changes", async () => {
    const campaign = await paidCampaign(t, keoni.cookie);
    const created = await call(t.app, 'POST', '/api/ads', keoni.cookie, {
      ...adInput(campaign),
      images: [image(1)],
    });
    const ad = created.json<{ id: string }>().id;
    await t.settle();
    const { campaignId: _, ...edit } = adInput(campaign);
    const updated = await call(t.app, 'PATCH', `/api/ads/${ad}`, keoni.cookie, {
      ...edit,
      images: [image(1), image(2)],
      imageRotationEnabled: true,
      imageRotationInterval: 8000,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    await t.settle();
    expect(await changesOf(`ad-${ad}`, 'advertising.AdUpdated')).toEqual(
      expect.arrayContaining([
        `images: ${file(1)} → ${file(1)}, ${file(2)}`,
        'imageRotationEnabled: false → true',
        expect.stringMatching(/^imageRotationInterval: \d+ → 8000$/),
      ]),
    );
  });

  it("shows a campaign's new description, and a refund's amount, reason and status", async () => {
    const campaign = await paidCampaign(t, keoni.cookie);
    const edited = await call(t.app, 'PATCH', `/api/campaigns/${campaign}`, keoni.cookie, {
      ...campaignInput(),
      description: 'Now with sunrise sessions',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    await call(t.app, 'POST', `/api/campaigns/${campaign}/refund`, admin, { reason: 'Double booking' });
    await t.settle();
    expect(await changesOf(`campaign-${campaign}`, 'advertising.CampaignUpdated')).toContain(
      'description: Small groups at Puaena Point → Now with sunrise sessions',
    );
    const refund = await changesOf(`campaign-${campaign}`, 'advertising.CampaignRefunded');
    expect(refund).toEqual(
      expect.arrayContaining([
        'status: active → refunded',
        expect.stringMatching(/^amount: \$[\d,]+\.\d\d$/),
      ]),
    );
    const payment = (await audit(`type=PaymentRefunded&activity=all`)).find((e) =>
      e.changes.includes('reason: Double booking'),
    );
    expect(payment?.changes).toEqual(expect.arrayContaining([expect.stringMatching(/^amount: \$/)]));
  });

  it('shows the reason an account was suspended', async () => {
    const suspended = await call(t.app, 'POST', `/api/admin/advertisers/${keoni.id}/status`, admin, {
      status: 'suspended',
      reason: 'Unpaid invoices',
    });
    expect(suspended.statusCode, suspended.body).toBe(200);
    await t.settle();
    expect(await changesOf(`advertiser-${keoni.id}`, 'accounts.AdvertiserStatusChanged')).toEqual([
      'status: active → suspended',
      'reason: Unpaid invoices',
    ]);
  });

  it('names the eco challenge an admin verified', async () => {
    const stream = `eco-${randomUUID()}`;
    const userChallengeId = randomUUID();
    const at = new Date().toISOString();
    const event = (type: string, data: object, actor = 'visitor:v2') => ({
      type,
      data,
      eventId: randomUUID(),
      metadata: { actor, correlationId: randomUUID(), schemaVersion: 1 },
    });
    await t.deps.store.append(
      stream,
      [
        event('eco.ChallengeStarted', { userChallengeId, challengeId: 1, startedAt: at }),
        event(
          'eco.ChallengeVerified',
          { userChallengeId, challengeId: 1, adminId: randomUUID(), note: 'Looks good', verifiedAt: at },
          `admin:${randomUUID()}`,
        ),
      ],
      { expectedRevision: 'no_stream' },
    );
    await t.settle();
    const [verified] = await audit(`target=${stream}`);
    expect(verified).toMatchObject({
      action: 'eco.ChallengeVerified',
      targetName: 'Switch to Reef-Safe Sunscreen',
    });
  });

  it("keeps mail apart from people's actions", async () => {
    const people = await audit('limit=1000');
    expect(people.filter((e) => e.action.startsWith('mail.'))).toEqual([]);
    const mail = await audit('activity=mail');
    expect(mail.length).toBeGreaterThan(0);
    expect(mail.every((e) => e.action.startsWith('mail.'))).toBe(true);
  });
});
