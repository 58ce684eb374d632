import { cleanup } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '../test/fake-api.ts';
import { renderWithProviders } from '../test/render.tsx';
import { ApiError, apiFetch, firstFieldErrors, NO_CONNECTION_MESSAGE, serverMessageOf } from './api-fetch.ts';

afterEach(() => vi.unstubAllGlobals());

describe('apiFetch', () => {
  it('words a network failure instead of the browser\'s "Failed to fetch", and lets a cancel through', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')));
    const failure = await apiFetch('/api/local-tips').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ message: NO_CONNECTION_MESSAGE, status: 0, fromServer: false });

    const cancelled = new DOMException('The operation was aborted.', 'AbortError');
    vi.stubGlobal('fetch', vi.fn().mockRejectedValueOnce(cancelled));
    await expect(apiFetch('/api/local-tips')).rejects.toBe(cancelled);
  });

  it('sends JSON with the session cookie and returns the parsed body', async () => {
    const fetchSpy = vi.fn(async () => json({ id: 'r1', status: 'pending' }, 201));
    vi.stubGlobal('fetch', fetchSpy);

    const result = await apiFetch('/api/reviews', { method: 'POST', json: { title: 'Great' } });

    expect(result).toEqual({ id: 'r1', status: 'pending' });
    expect(fetchSpy).toHaveBeenCalledWith(
      '/api/reviews',
      expect.objectContaining({
        method: 'POST',
        credentials: 'include',
        body: '{"title":"Great"}',
        headers: expect.objectContaining({ 'Content-Type': 'application/json' }),
      }),
    );
  });

  it("raises the server's message, status and field errors", async () => {
    stubApi({
      'POST /api/reviews': () =>
        json(
          {
            error: 'Bad Request',
            message: 'Invalid review',
            fieldErrors: { authorEmail: ['Please enter a valid email address'] },
          },
          400,
        ),
    });

    const error = await apiFetch('/api/reviews', { method: 'POST', json: {} }).catch(
      (caught: unknown) => caught,
    );

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Invalid review', status: 400 });
    expect(serverMessageOf(error)).toBe('Invalid review');
    expect(firstFieldErrors(error)).toEqual({ authorEmail: 'Please enter a valid email address' });
  });

  it('raises the response text when the body is not JSON', async () => {
    stubApi({
      'GET /api/beaches': () =>
        new Response('Upstream timed out', { status: 502, statusText: 'Bad Gateway' }),
    });

    await expect(apiFetch('/api/beaches')).rejects.toThrow('Upstream timed out');
  });

  it('raises "HTTP {status}: {statusText}" when the response says nothing', async () => {
    stubApi({
      'GET /api/beaches': () => new Response(null, { status: 503, statusText: 'Service Unavailable' }),
    });

    const error = await apiFetch('/api/beaches').catch((caught: unknown) => caught);
    expect(error).toMatchObject({ message: 'HTTP 503: Service Unavailable', status: 503 });
    // The status alone is no explanation: callers show their own failure text instead.
    expect(serverMessageOf(error)).toBeUndefined();
    expect(serverMessageOf(new TypeError('Failed to fetch'))).toBeUndefined();
  });

  it('raises a 401 as an error', async () => {
    stubApi({ 'GET /api/me': () => json({ error: 'Unauthorized', message: 'Please sign in' }, 401) });

    await expect(apiFetch('/api/me')).rejects.toMatchObject({ status: 401, message: 'Please sign in' });
  });
});

/** The app rendered in a language: errors made outside React speak it too. */
function renderedIn(locale: 'en' | 'ja') {
  cleanup();
  renderWithProviders(createElement('div'), locale);
}

const refusedReview = {
  error: 'Bad Request',
  code: 'validation_failed',
  message: 'title: Title is required',
  fieldErrors: {
    title: ['Title is required'],
    content: ['Review text must be under 5000 characters'],
    authorEmail: ['Please enter a valid email address'],
    note: ['Something new'],
  },
  fieldErrorCodes: {
    title: [{ code: 'too_small', params: { minimum: 1, origin: 'string' } }],
    content: [{ code: 'too_big', params: { maximum: 5000, origin: 'string' } }],
    authorEmail: [{ code: 'invalid_union' }],
    note: [{ code: 'a_code_from_the_future' }],
  },
};

describe('apiFetch errors in the visitor’s language', () => {
  afterEach(() => renderedIn('en'));

  it('keeps the codes and the English texts on English pages', async () => {
    renderedIn('en');
    stubApi({ 'POST /api/reviews': () => json(refusedReview, 400) });
    const error = await apiFetch('/api/reviews', { method: 'POST', json: {} }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toMatchObject({
      code: 'validation_failed',
      message: 'title: Title is required',
      fieldErrors: refusedReview.fieldErrors,
      fieldErrorCodes: refusedReview.fieldErrorCodes,
    });
  });

  it('shows the message and field errors in Japanese by their codes, English for an unknown code', async () => {
    renderedIn('ja');
    stubApi({ 'POST /api/reviews': () => json(refusedReview, 400) });
    const error = await apiFetch('/api/reviews', { method: 'POST', json: {} }).catch(
      (caught: unknown) => caught,
    );
    expect(serverMessageOf(error)).toBe('入力内容に誤りがあります。各項目をご確認ください。');
    expect(firstFieldErrors(error)).toEqual({
      title: '入力してください',
      content: '5000 文字以内で入力してください',
      authorEmail: '有効なメールアドレスを入力してください',
      note: 'Something new',
    });
  });

  it('says a domain refusal with its parameters in Japanese', async () => {
    renderedIn('ja');
    stubApi({
      'POST /api/eco/rewards/1/redeem': () =>
        json(
          {
            error: 'Conflict',
            code: 'not_enough_points',
            message: 'You need 40 more points to redeem this reward',
            params: { missing: 40 },
          },
          409,
        ),
    });
    const error = await apiFetch('/api/eco/rewards/1/redeem', { method: 'POST' }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toMatchObject({ code: 'not_enough_points', status: 409 });
    expect(serverMessageOf(error)).toBe('この特典と交換するには、あと 40 ポイント必要です。');
  });

  it('says "too many requests" with the wait, an unknown code in English, and no connection in Japanese', async () => {
    renderedIn('ja');
    stubApi({
      'POST /api/contact': () =>
        json(
          {
            error: 'Too Many Requests',
            code: 'rate_limited',
            message: 'Too many requests. Please try again in 10 minutes.',
            params: { retryAfterSeconds: 590 },
          },
          429,
        ),
      'GET /api/beaches': () =>
        json({ error: 'Conflict', code: 'something_new', message: 'A new kind of refusal' }, 409),
    });
    const limited = await apiFetch('/api/contact', { method: 'POST' }).catch((caught: unknown) => caught);
    expect(serverMessageOf(limited)).toBe(
      'リクエストが多すぎます。10 分ほど待ってから、もう一度お試しください。',
    );
    const unknown = await apiFetch('/api/beaches').catch((caught: unknown) => caught);
    expect(serverMessageOf(unknown)).toBe('A new kind of refusal');

    vi.stubGlobal('fetch', vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')));
    const offline = await apiFetch('/api/local-tips').catch((caught: unknown) => caught);
    expect(offline).toMatchObject({
      message: 'North Shore Guide に接続できません。インターネット接続を確認して、もう一度お試しください。',
      status: 0,
    });
  });

  it('words a bare 503 as the service briefly unavailable, leaving callers their own fallback', async () => {
    renderedIn('ja');
    stubApi({
      'GET /api/beaches': () => new Response(null, { status: 503, statusText: 'Service Unavailable' }),
    });
    const error = await apiFetch('/api/beaches').catch((caught: unknown) => caught);
    expect(error).toMatchObject({
      message: 'ただいまサービスを一時的にご利用いただけません。数秒後にもう一度お試しください。',
    });
    expect(serverMessageOf(error)).toBeUndefined();
  });
});
