import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginCookie, startTestApp, type TestApp } from '../testing/test-app.ts';
import { adInput, advertiser, call, campaignInput } from './advertising-test-helpers.ts';

type Role = 'visitor' | 'other' | 'owner' | 'admin';
let t: TestApp;
const cookies: Record<Role, string | undefined> = { visitor: undefined, other: '', owner: '', admin: '' };
let ownerId = '';
let campaignId = '';
let adId = '';
let paymentIntentId = '';

beforeAll(async () => {
  t = await startTestApp();
  cookies.admin = await loginCookie(t.app, t.admin.email, t.admin.password);
  const owner = await advertiser(t, 'Owner');
  ownerId = owner.id;
  cookies.owner = owner.cookie;
  cookies.other = (await advertiser(t, 'Other')).cookie;
  campaignId = (await call(t.app, 'POST', '/api/campaigns', owner.cookie, campaignInput())).json().id;
  await t.settle();
  adId = (await call(t.app, 'POST', '/api/ads', owner.cookie, adInput(campaignId))).json().id;
  paymentIntentId = (
    await call(t.app, 'POST', '/api/create-payment-intent', owner.cookie, { campaignId })
  ).json().paymentIntentId;
  await t.settle();
}, 60_000);
afterAll(() => t.close());

interface Case {
  method: 'GET' | 'POST' | 'PATCH';
  url: () => string;
  body?: () => unknown;
  expect: Record<Role, number>;
}

const ownerOnly = { visitor: 401, other: 404, owner: 200, admin: 200 };
const adminOnly = { visitor: 401, other: 403, owner: 403, admin: 200 };
const cases: Case[] = [
  { method: 'GET', url: () => '/api/ads', expect: { visitor: 200, other: 200, owner: 200, admin: 200 } },
  { method: 'GET', url: () => `/api/campaigns/${campaignId}`, expect: ownerOnly },
  { method: 'GET', url: () => `/api/campaigns/${campaignId}/history`, expect: ownerOnly },
  { method: 'GET', url: () => `/api/ads/${adId}`, expect: ownerOnly },
  { method: 'GET', url: () => `/api/ads/${adId}/history`, expect: ownerOnly },
  { method: 'GET', url: () => `/api/payment/${paymentIntentId}`, expect: ownerOnly },
  {
    method: 'PATCH',
    url: () => `/api/ads/${adId}`,
    body: () => ({ title: 'Edited', description: 'Edited text' }),
    // Only the owner edits an ad; an admin moderates it instead.
    expect: { visitor: 401, other: 404, owner: 200, admin: 404 },
  },
  {
    method: 'PATCH',
    url: () => `/api/campaigns/${campaignId}`,
    body: () => ({
      name: 'Edited',
      description: 'Edited text',
      targetAudience: { ages: [18, 65], interests: ['Surfing'] },
    }),
    // Only the owner edits a campaign; an admin approves, pauses or rejects it instead.
    expect: { visitor: 401, other: 404, owner: 200, admin: 404 },
  },
  {
    method: 'GET',
    url: () => `/api/advertisers/${ownerId}/campaigns`,
    expect: { visitor: 401, other: 403, owner: 200, admin: 200 },
  },
  {
    method: 'GET',
    url: () => `/api/advertisers/${ownerId}/ads`,
    expect: { visitor: 401, other: 403, owner: 200, admin: 200 },
  },
  {
    method: 'GET',
    url: () => `/api/advertisers/${ownerId}/stats`,
    expect: { visitor: 401, other: 403, owner: 200, admin: 200 },
  },
  {
    method: 'POST',
    url: () => '/api/create-payment-intent',
    body: () => ({ campaignId }),
    expect: { visitor: 401, other: 404, owner: 200, admin: 404 },
  },
  {
    method: 'POST',
    url: () => '/api/ads',
    body: () => adInput(campaignId),
    // Another advertiser's campaign cannot be picked: the same answer as a campaign that does not exist.
    expect: { visitor: 401, other: 400, owner: 201, admin: 400 },
  },
  {
    method: 'POST',
    url: () => '/api/campaigns',
    body: () => campaignInput(),
    expect: { visitor: 401, other: 201, owner: 201, admin: 201 },
  },
  { method: 'GET', url: () => '/api/admin/campaigns', expect: adminOnly },
  { method: 'GET', url: () => '/api/admin/ads', expect: adminOnly },
  { method: 'GET', url: () => '/api/admin/advertisers', expect: adminOnly },
  { method: 'GET', url: () => '/api/admin/audit', expect: adminOnly },
  { method: 'GET', url: () => '/api/admin/rates', expect: adminOnly },
  {
    method: 'PATCH',
    url: () => `/api/campaigns/${campaignId}/status`,
    body: () => ({ status: 'rejected' }),
    expect: adminOnly,
  },
  {
    method: 'PATCH',
    url: () => `/api/ads/${adId}/status`,
    body: () => ({ status: 'rejected', reason: 'Blurry photo' }),
    expect: adminOnly,
  },
  {
    method: 'POST',
    url: () => `/api/admin/advertisers/${ownerId}/status`,
    body: () => ({ status: 'suspended' }),
    expect: adminOnly,
  },
];

describe('authorisation of every advertising and admin route', () => {
  it('answers each role as designed', async () => {
    const outcomes: string[] = [];
    const expected: string[] = [];
    // The admin goes last, so its state changes (reject, suspend) cannot affect the other roles' answers.
    for (const role of ['visitor', 'other', 'owner', 'admin'] as const) {
      for (const c of cases) {
        const response = await call(t.app, c.method, c.url(), cookies[role], c.body?.());
        outcomes.push(`${role} ${c.method} ${c.url()} -> ${response.statusCode}`);
        expected.push(`${role} ${c.method} ${c.url()} -> ${c.expect[role]}`);
      }
    }
    expect(outcomes).toEqual(expected);
  });
});
