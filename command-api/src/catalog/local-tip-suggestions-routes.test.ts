import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginCookie, startTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
let adminCookie: string;
beforeAll(async () => {
  t = await startTestApp();
  adminCookie = await loginCookie(t.app, t.admin.email, t.admin.password);
});
afterAll(() => t.close());

const tip = {
  title: 'Turtles at Laniakea',
  description: 'Green sea turtles rest on the sand in the afternoon.',
  location: 'Laniakea',
  category: 'beach',
  insiderNote: 'Stay 10 feet away.',
  timeOfDay: 'afternoon',
  cost: 'free',
  crowdLevel: 'high',
  difficulty: 'easy',
  localRating: 4,
  authorName: 'Kai',
  authorEmail: 'kai@example.com',
};

type Tip = { id: number; title: string; isVerified: boolean; sample: boolean; authorName: string };
type Moderated = Tip & {
  status: string;
  authorEmail: string | null;
  moderatedBy: string | null;
  moderatorNotes: string | null;
};

async function suggest(body: object, remoteAddress = randomAddress()) {
  return t.app.inject({ method: 'POST', url: '/api/local-tips', payload: body, remoteAddress });
}
/** Each suggestion from its own address, so the per-address rate limit is not what is tested. */
const randomAddress = () => `10.2.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

const publicTips = async () => {
  await t.settle();
  return (await t.app.inject({ url: '/api/local-tips' })).json<Tip[]>();
};
const moderationQueue = async (status = 'pending') => {
  await t.settle();
  const response = await t.app.inject({
    url: `/api/admin/local-tips?status=${status}`,
    headers: { cookie: adminCookie },
  });
  return response.json<Moderated[]>();
};
const moderate = (id: number, action: 'verify' | 'reject', payload: object = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/local-tips/${id}/${action}`,
    headers: { cookie: adminCookie },
    payload,
  });

describe('a visitor’s tip', () => {
  it('waits for a moderator: pending, not shown to visitors, its email shown to the moderator alone', async () => {
    const response = await suggest({ ...tip, isVerified: true });
    expect(response.statusCode).toBe(201);
    const { id, status } = response.json<{ id: number; status: string }>();
    expect(status).toBe('pending');
    expect(id).toBeGreaterThan(19);

    expect((await publicTips()).map((shown) => shown.id)).not.toContain(id);
    const queued = (await moderationQueue()).find((pending) => pending.id === id);
    expect(queued).toMatchObject({ title: tip.title, authorName: 'Kai', authorEmail: 'kai@example.com' });
    const leaks = await t.deps.pool.query(
      `select count(*) as n from events where data::text ilike '%kai@example.com%' or data::text like '%"Kai"%'`,
    );
    expect(Number(leaks.rows[0].n)).toBe(0);
  });

  it('shows Verified once a moderator verifies it, and never as a sample', async () => {
    const { id } = (await suggest({ ...tip, title: 'Sunset from Puʻu o Mahuka', authorEmail: '' })).json<{
      id: number;
    }>();
    await moderationQueue();
    const verified = await moderate(id, 'verify', { note: 'Walked it' });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ id, status: 'verified' });

    const shown = (await publicTips()).find((listed) => listed.id === id);
    expect(shown).toMatchObject({ isVerified: true, sample: false, authorName: 'Kai' });
    const [done] = (await moderationQueue('verified')).filter((row) => row.id === id);
    expect(done).toMatchObject({ moderatorNotes: 'Walked it', authorEmail: null });
    expect(done?.moderatedBy).toEqual(expect.any(String));
  });

  it('stays out of the guide when rejected, and a second rejection is a 409', async () => {
    const { id } = (await suggest({ ...tip, title: 'Rejected tip' })).json<{ id: number }>();
    await moderationQueue();
    expect((await moderate(id, 'reject')).statusCode).toBe(200);
    expect((await moderate(id, 'reject')).statusCode).toBe(409);
    expect((await publicTips()).map((shown) => shown.id)).not.toContain(id);
  });

  it('takes ids nobody has, even when suggested at the same time', async () => {
    const responses = await Promise.all([1, 2, 3].map((n) => suggest({ ...tip, title: `At once ${n}` })));
    const ids = responses.map((response) => response.json<{ id: number }>().id);
    expect(responses.map((response) => response.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(ids).size).toBe(3);
  });

  it('answers field errors for bad input, never a 500', async () => {
    const response = await suggest({ title: ' ', category: 'volcano', localRating: 9, authorEmail: 'nope' });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ fieldErrors: Record<string, string[]> }>();
    expect(body.fieldErrors.title).toEqual(['Title is required']);
    expect(body.fieldErrors.authorEmail).toEqual(['Please enter a valid email address']);
    expect(Object.keys(body.fieldErrors)).toEqual(
      expect.arrayContaining(['description', 'location', 'category', 'localRating', 'authorName']),
    );
  });

  it('is rate limited like a review: the sixth in ten minutes from one address is refused', async () => {
    const address = '10.9.9.9';
    const codes = [];
    for (let n = 0; n < 6; n++)
      codes.push((await suggest({ ...tip, title: `Flood ${n}` }, address)).statusCode);
    expect(codes).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it('cannot be moderated by a visitor, and a catalog tip is no suggestion to moderate', async () => {
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/admin/local-tips/1/verify' });
    expect(anonymous.statusCode).toBe(401);
    expect((await moderate(1, 'verify')).statusCode).toBe(404);
  });
});
