import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adInput, advertiser, call, paidCampaign } from '../advertising/advertising-test-helpers.ts';
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
        changes: ['status: pending → active'],
      },
      { action: 'advertising.CampaignCreated', targetName: 'Sunset surf lessons', changes: [] },
    ]);
    expect(details(await audit(`target=ad-${ad.id}`))[0]).toEqual({
      action: 'advertising.AdRejected',
      targetName: 'Surf lessons from $60',
      changes: ['status: pending → rejected'],
    });
    const [approval] = await audit(`target=advertiser-${kea.id}`);
    expect(approval).toMatchObject({ targetName: 'Kea Co (Kea)', changes: ['status: pending → active'] });
    // The payment, decided by the payment provider, is never shown as the advertiser's act.
    const [activation] = await audit(`target=campaign-${campaign.id}`);
    expect(activation).toMatchObject({ actor: 'system:stripe', actorName: null });
  });
});
