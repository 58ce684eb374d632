import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ERROR_CODES } from '@nsg/domain/shared/errors.ts';
import { buildApp } from '../app.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const review = {
  type: 'beach',
  targetId: 1,
  title: 'Great day',
  content: 'Calm water and turtles.',
  rating: 5,
  authorName: 'Keoni',
};

describe('error codes beside the English messages', () => {
  it('a validation 400 keeps its English field errors and adds a code per message', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/reviews',
      payload: { ...review, title: '', content: 'x'.repeat(5001), authorEmail: 'not-an-email' },
      remoteAddress: '10.77.0.1',
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({
      error: 'Bad Request',
      code: 'validation_failed',
      message: 'title: Title is required',
      fieldErrors: {
        title: ['Title is required'],
        content: ['Review text must be under 5000 characters'],
        authorEmail: ['Please enter a valid email address'],
      },
    });
    expect(body.fieldErrorCodes.title).toEqual([
      { code: 'too_small', params: { minimum: 1, origin: 'string' } },
    ]);
    expect(body.fieldErrorCodes.content).toEqual([
      { code: 'too_big', params: { maximum: 5000, origin: 'string' } },
    ]);
    expect(body.fieldErrorCodes.authorEmail).toHaveLength(1);
  });

  it('a domain refusal carries its own code: the review target is unknown (404)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/reviews',
      payload: { ...review, targetId: 999_999 },
      remoteAddress: '10.77.0.2',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      code: 'review_target_not_found',
      message: 'No beach with id 999999',
    });
  });

  it('a domain conflict carries its own code: a challenge started twice (409)', async () => {
    const first = await t.app.inject({ url: '/api/eco/user/stats', remoteAddress: '10.77.0.3' });
    const cookie = first.cookies.find((c) => c.name === 'nsg_visitor')!;
    const start = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/eco/challenges/4/start',
        headers: { cookie: `nsg_visitor=${cookie.value}` },
        remoteAddress: '10.77.0.3',
      });
    expect((await start()).statusCode).toBe(201);
    const again = await start();
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: 'Conflict',
      code: 'challenge_already_started',
      message: 'You have already started this challenge',
    });
  });

  it('a missing resource answers not_found', async () => {
    const response = await t.app.inject({ url: '/api/beaches/999999' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'not_found', message: 'Beach not found' });
  });

  it('unsafe text names the field and the code', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'A\u0000', email: 'a@b.test', subject: 'Hi', message: 'Hello' },
      remoteAddress: '10.77.0.4',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'unsafe_text',
      fieldErrorCodes: { name: [{ code: 'unsafe_text' }] },
    });
  });

  describe('rate limits', () => {
    let app: FastifyInstance;
    beforeAll(async () => {
      app = await buildApp(t.deps, { rateLimitNamespace: `test-codes-${randomBytes(4).toString('hex')}-` });
    });
    afterAll(() => app.close());

    it('a 429 says rate_limited and when to retry', async () => {
      const send = () =>
        app.inject({ method: 'POST', url: '/api/contact', payload: {}, remoteAddress: '10.77.1.1' });
      for (let call = 0; call < 5; call++) expect((await send()).statusCode).toBe(400);
      const refused = await send();
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({
        error: 'Too Many Requests',
        code: 'rate_limited',
        message: expect.stringMatching(/^Too many requests\. Please try again in .+\.$/),
        params: { retryAfterSeconds: expect.any(Number) },
      });
    });
  });

  it('documents the codes in the OpenAPI error body', async () => {
    const document = (await t.app.inject({ url: '/api/docs/json' })).json();
    const answer = document.paths['/api/reviews'].post.responses['400'].content['application/json'].schema;
    expect(answer.required).toContain('code');
    expect(answer.properties.code.enum).toEqual([...API_ERROR_CODES]);
    expect(Object.keys(answer.properties)).toEqual(
      expect.arrayContaining(['params', 'fieldErrors', 'fieldErrorCodes']),
    );
  });
});
