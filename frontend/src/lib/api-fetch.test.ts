import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '../test/fake-api.ts';
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
