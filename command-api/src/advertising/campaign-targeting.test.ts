import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { advertiser, call, campaignInput } from './advertising-test-helpers.ts';

let t: TestApp;
let owner: { id: string; cookie: string };

beforeAll(async () => {
  t = await startTestApp();
  owner = await advertiser(t, 'Iolana');
}, 60_000);
afterAll(() => t.close());

/** Campaign input as the form sends it now: no target audience, which serving never used. */
const withoutAudience = () => {
  const { targetAudience: _unused, ...input } = campaignInput();
  return input;
};

describe('campaigns without targeting', () => {
  it('creates and edits a campaign without asking for ages or interests', async () => {
    const created = await call(t.app, 'POST', '/api/campaigns', owner.cookie, withoutAudience());
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<{ id: string }>();
    await t.settle();
    const edited = await call(t.app, 'PATCH', `/api/campaigns/${id}`, owner.cookie, {
      name: 'Sunrise surf lessons',
      description: 'Small groups at Chun’s Reef',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    await t.settle();
    const stored = (await call(t.app, 'GET', `/api/campaigns/${id}`, owner.cookie)).json();
    expect(stored).toMatchObject({ name: 'Sunrise surf lessons', status: 'pending' });
  });

  it('still takes an older client’s target audience without failing', async () => {
    const created = await call(t.app, 'POST', '/api/campaigns', owner.cookie, {
      ...campaignInput(),
      targetAudience: { ages: [18, 65], interests: [] },
    });
    expect(created.statusCode, created.body).toBe(201);
  });
});
