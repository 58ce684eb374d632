import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../advertising/advertising-test-helpers.ts';
import { loginCookie, startTestApp, type TestApp } from '../testing/test-app.ts';
import { multipartBody } from '../uploads/multipart-body.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await loginCookie(t.app, t.admin.email, t.admin.password);
});
afterAll(() => t.close());

async function listBoard(title: string) {
  const { payload, headers } = multipartBody({
    title,
    length: `6'2"`,
    condition: 'Good',
    price: '$400',
    location: 'Haleiwa',
    sellerName: 'Kalani',
    email: 'kalani.seller@example.com',
  });
  const response = await t.app.inject({ method: 'POST', url: '/api/listings', payload, headers });
  expect(response.statusCode, response.body).toBe(201);
  await t.settle();
  return response.json<{ id: string }>().id;
}
const publicTitles = async () =>
  (await call(t.app, 'GET', '/api/listings')).json<{ title: string }[]>().map((l) => l.title);
const adminListings = async (query = '') => {
  const response = await call(t.app, 'GET', `/api/admin/listings${query}`, admin);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ id: string; title: string; status: string; removalReason: string | null }[]>();
};

describe('Board Hub moderation', () => {
  it('removes a listing with a reason, hides it from the board, and restores it', async () => {
    const id = await listBoard('Stolen-looking longboard');
    expect(await publicTitles()).toContain('Stolen-looking longboard');
    expect((await adminListings()).find((l) => l.id === id)).toMatchObject({ status: 'active' });

    const noReason = await call(t.app, 'POST', `/api/admin/listings/${id}/remove`, admin, { reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({ fieldErrors: { reason: ['Say why the listing is removed'] } });

    const removed = await call(t.app, 'POST', `/api/admin/listings/${id}/remove`, admin, {
      reason: 'Reported as stolen',
    });
    expect(removed.statusCode, removed.body).toBe(200);
    await t.settle();
    expect(await publicTitles()).not.toContain('Stolen-looking longboard');
    expect(await adminListings('?status=removed')).toEqual([
      expect.objectContaining({ id, status: 'removed', removalReason: 'Reported as stolen' }),
    ]);
    const twice = await call(t.app, 'POST', `/api/admin/listings/${id}/remove`, admin, { reason: 'Again' });
    expect(twice.statusCode).toBe(409);

    const audit = await call(t.app, 'GET', `/api/admin/audit?target=listing-${id}`, admin);
    expect(audit.json<{ action: string; targetName: string; changes: string[] }[]>()[0]).toEqual(
      expect.objectContaining({
        action: 'marketplace.ListingRemoved',
        targetName: 'Stolen-looking longboard',
        changes: ['status: active → removed', 'reason: Reported as stolen'],
      }),
    );

    expect((await call(t.app, 'POST', `/api/admin/listings/${id}/restore`, admin)).statusCode).toBe(200);
    await t.settle();
    expect(await publicTitles()).toContain('Stolen-looking longboard');
    expect((await adminListings()).find((l) => l.id === id)).toMatchObject({
      status: 'active',
      removalReason: null,
    });
  });

  it('is for admins only', async () => {
    const id = await listBoard('Fish twin');
    expect((await call(t.app, 'GET', '/api/admin/listings')).statusCode).toBe(401);
    expect(
      (await call(t.app, 'POST', `/api/admin/listings/${id}/remove`, undefined, { reason: 'x' })).statusCode,
    ).toBe(401);
  });
});
