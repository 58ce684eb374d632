import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  AppendTooLarge,
  EventStoreUnavailable,
  StreamDeleted,
} from '@nsg/platform/event-store/event-store.ts';
import { installErrorHandlers } from './errors.ts';

/** What a client is told when the event store (EventStoreDB in production at scale) refuses a write. */
describe('event store failures as answers', () => {
  it.each([
    ['a deleted stream', new StreamDeleted('campaign-1'), 404, undefined],
    ['an append past the size limit', new AppendTooLarge('campaign-1', 1_048_576), 413, undefined],
    ['a store without a leader', new EventStoreUnavailable(new Error('not leader')), 503, '2'],
  ])('%s is answered as such, never as a 500', async (_, error, status, retryAfter) => {
    const app = Fastify();
    installErrorHandlers(app);
    app.post('/api/thing', async () => {
      throw error;
    });
    const response = await app.inject({ method: 'POST', url: '/api/thing' });
    expect(response.statusCode).toBe(status);
    expect(response.headers['retry-after']).toBe(retryAfter);
    expect(response.json().message).not.toMatch(/campaign-1|leader/);
    await app.close();
  });
});
