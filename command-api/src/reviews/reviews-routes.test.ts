import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subjectOf } from '../personal-data/person-links.ts';
import { loginCookie, startTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
let adminCookie: string;
beforeAll(async () => {
  t = await startTestApp();
  adminCookie = await loginCookie(t.app, t.admin.email, t.admin.password);
});
afterAll(() => t.close());

const review = {
  type: 'business',
  targetId: 1,
  title: 'Best shave ice',
  content: 'Worth the line.',
  rating: 4,
  authorName: 'Leilani',
  authorEmail: 'leilani@example.com',
};

async function submit(body: object, headers: Record<string, string> = {}) {
  // Each submission from its own address, so the per-address rate limit is not what is tested here.
  const remoteAddress = `10.1.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
  return t.app.inject({ method: 'POST', url: '/api/reviews', payload: body, headers, remoteAddress });
}

async function pendingIdOf(title: string): Promise<string> {
  await t.settle();
  const response = await t.app.inject({
    url: '/api/admin/reviews?status=pending',
    headers: { cookie: adminCookie },
  });
  const found = response.json<{ id: string; title: string }[]>().find((r) => r.title === title);
  return found!.id;
}

describe('reviews', () => {
  it('accepts a review as pending, ignoring status fields, and does not publish it', async () => {
    const response = await submit({ ...review, status: 'approved', moderatedBy: 'me' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ status: 'pending' });
    await t.settle();
    const list = await t.app.inject({ url: '/api/reviews?type=business&targetId=1' });
    expect(list.json()).toEqual([]);
  });

  it('publishes on approval and updates the business rating to one decimal', async () => {
    await submit(
      { ...review, title: 'Second', rating: 5, authorEmail: undefined },
      { 'x-forwarded-for': '10.0.0.2' },
    );
    await submit({ ...review, title: 'Third', rating: 4 });
    for (const title of ['Second', 'Third']) {
      const id = await pendingIdOf(title);
      const approved = await t.app.inject({
        method: 'POST',
        url: `/api/admin/reviews/${id}/approve`,
        headers: { cookie: adminCookie },
        payload: { note: 'ok' },
      });
      expect(approved.statusCode).toBe(200);
    }
    await t.settle();
    const list = await t.app.inject({ url: '/api/reviews?type=business&targetId=1' });
    expect(
      list
        .json<{ title: string }[]>()
        .map((r) => r.title)
        .sort(),
    ).toEqual(['Second', 'Third']);
    const business = await t.app.inject({ url: '/api/businesses/1' });
    expect(business.json()).toMatchObject({ rating: 4.5, reviewCount: 2 });
  });

  it('answers 409 when a review is approved twice', async () => {
    const id = await pendingIdOf('Best shave ice');
    const first = await t.app.inject({
      method: 'POST',
      url: `/api/admin/reviews/${id}/reject`,
      headers: { cookie: adminCookie },
    });
    expect(first.statusCode).toBe(200);
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/admin/reviews/${id}/reject`,
      headers: { cookie: adminCookie },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: 'Conflict', message: 'Review is already rejected' });
  });

  it('shows the moderator the decrypted author email', async () => {
    await submit({ ...review, title: 'Email check' });
    await t.settle();
    const response = await t.app.inject({ url: '/api/admin/reviews', headers: { cookie: adminCookie } });
    const row = response
      .json<{ title: string; authorEmail: string }[]>()
      .find((r) => r.title === 'Email check');
    expect(row?.authorEmail).toBe('leilani@example.com');
  });

  it('shows "[erased]" once the author is erased, and the email is nowhere in the log', async () => {
    await submit({ ...review, title: 'Erase me', authorEmail: 'forget.me@example.com' });
    await t.settle();
    const before = await t.app.inject({ url: '/api/admin/reviews', headers: { cookie: adminCookie } });
    const row = before
      .json<{ id: string; title: string; authorEmail: string }[]>()
      .find((r) => r.title === 'Erase me')!;
    expect(row.authorEmail).toBe('forget.me@example.com');

    await t.deps.vault.erase(`reviewer:${row.id}`);
    const after = await t.app.inject({ url: '/api/admin/reviews', headers: { cookie: adminCookie } });
    expect(
      after.json<{ title: string; authorEmail: string }[]>().find((r) => r.title === 'Erase me')?.authorEmail,
    ).toBe('[erased]');
    const leaks = await t.deps.pool.query(
      `select (select count(*) from events where data::text ilike '%forget.me%')
            + (select count(*) from reviews where author_email ilike '%forget.me%') as n`,
    );
    expect(Number(leaks.rows[0].n)).toBe(0);
  });

  it('answers field errors for bad input, never a 500', async () => {
    const response = await submit({
      type: 'volcano',
      targetId: 'x',
      rating: 9,
      authorName: ' ',
      authorEmail: 'nope',
    });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ error: string; fieldErrors: Record<string, string[]> }>();
    expect(body.error).toBe('Bad Request');
    expect(body.fieldErrors.authorName).toEqual(['Name is required']);
    expect(body.fieldErrors.authorEmail).toEqual(['Please enter a valid email address']);
    expect(Object.keys(body.fieldErrors)).toEqual(
      expect.arrayContaining(['type', 'targetId', 'rating', 'title', 'content']),
    );
  });

  it('answers 404 for a review of a target that does not exist', async () => {
    const response = await submit({ ...review, targetId: 99999 });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: 'Not Found', message: 'No business with id 99999' });
  });

  it('links no email to a person when the review is refused', async () => {
    const authorEmail = 'refused.reviewer@example.com';
    const response = await submit({ ...review, targetId: 99999, authorEmail });
    expect(response.statusCode).toBe(404);
    expect(await t.deps.vault.personIdsOf(subjectOf(t.deps, authorEmail))).toEqual([]);
  });

  it('answers 400 to malformed JSON and 404 to unknown ids', async () => {
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/reviews',
      headers: { 'content-type': 'application/json' },
      payload: '{"type": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toHaveProperty('message');
    expect((await t.app.inject({ url: '/api/businesses/424242' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/businesses/abc' })).statusCode).toBe(400);
    const moderation = await t.app.inject({
      method: 'POST',
      url: '/api/admin/reviews/00000000-0000-4000-8000-000000000000/approve',
      headers: { cookie: adminCookie },
    });
    expect(moderation.statusCode).toBe(404);
  });

  it('appends once for a repeated Idempotency-Key', async () => {
    // The key is the visitor's own: the same visitor (cookie) sends it twice.
    const visit = await t.app.inject({ url: '/api/beaches' });
    const visitor = visit.cookies.find((c) => c.name === 'nsg_visitor')!;
    const headers = { 'idempotency-key': 'review-key-123456', cookie: `nsg_visitor=${visitor.value}` };
    const first = await submit({ ...review, title: 'Once' }, headers);
    const second = await submit({ ...review, title: 'Once' }, headers);
    expect(second.statusCode).toBe(201);
    expect(second.json().id).toBe(first.json().id);
    await t.settle();
    const pending = await t.app.inject({ url: '/api/admin/reviews', headers: { cookie: adminCookie } });
    expect(pending.json<{ title: string }[]>().filter((r) => r.title === 'Once')).toHaveLength(1);
  });

  it('refuses an Idempotency-Key reused with a different body (422), and catches a concurrent duplicate', async () => {
    const visit = await t.app.inject({ url: '/api/beaches' });
    const visitor = visit.cookies.find((c) => c.name === 'nsg_visitor')!;
    const headers = { 'idempotency-key': 'review-key-reused', cookie: `nsg_visitor=${visitor.value}` };
    expect((await submit({ ...review, title: 'First body' }, headers)).statusCode).toBe(201);
    const reused = await submit({ ...review, title: 'Another body' }, headers);
    expect(reused.statusCode).toBe(422);
    expect(reused.json().message).toBe('This Idempotency-Key was already used for a different request.');

    const racing = { 'idempotency-key': 'review-key-racing', cookie: `nsg_visitor=${visitor.value}` };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => submit({ ...review, title: 'Raced' }, racing)),
    );
    expect(answers.every((a) => a.statusCode === 201 || a.statusCode === 409)).toBe(true);
    expect(answers.filter((a) => a.statusCode === 201).length).toBeGreaterThanOrEqual(1);
    await t.settle();
    const pending = await t.app.inject({ url: '/api/admin/reviews', headers: { cookie: adminCookie } });
    expect(pending.json<{ title: string }[]>().filter((r) => r.title === 'Raced')).toHaveLength(1);
    expect(pending.json<{ title: string }[]>().filter((r) => r.title === 'Another body')).toHaveLength(0);
  });

  it('keeps moderation to admins', async () => {
    const anonymous = await t.app.inject({ url: '/api/admin/reviews' });
    expect(anonymous.statusCode).toBe(401);
    await t.app.inject({
      method: 'POST',
      url: '/api/advertisers/register',
      payload: { name: 'Kimo', email: 'kimo@shop.test', password: 'secret1', companyName: 'Kimo Surf' },
    });
    await t.settle();
    const advertiser = await loginCookie(t.app, 'kimo@shop.test', 'secret1');
    const forbidden = await t.app.inject({ url: '/api/admin/reviews', headers: { cookie: advertiser } });
    expect(forbidden.statusCode).toBe(403);
  });
});

describe('the admin review queue', () => {
  it('names the business or beach each review is about', async () => {
    await submit({ ...review, title: 'Named target' });
    await t.settle();
    const response = await t.app.inject({
      url: '/api/admin/reviews?status=pending',
      headers: { cookie: adminCookie },
    });
    const found = response
      .json<{ title: string; targetName: string }[]>()
      .find((r) => r.title === 'Named target');
    expect(found?.targetName).toBe('Kaiaka Shave Ice');
  });
});
