import {
  MaxAppendSizeExceededError,
  NotLeaderError,
  StreamDeletedError,
  UnavailableError,
} from '@eventstore/db-client';
import { describe, expect, it } from 'vitest';
import { AppendTooLarge, EventStoreUnavailable, StreamDeleted } from './event-store.ts';
import { withStoreErrors } from './eventstoredb-event-store.ts';

// The client's own errors, as its gRPC layer builds them; no server is needed to check what we make of them.
const notLeader = () =>
  new NotLeaderError({
    code: 9,
    details: 'Leader info available',
    message: 'not leader',
    metadata: { getMap: () => ({ 'leader-endpoint-host': 'node2', 'leader-endpoint-port': '2113' }) },
  } as never);
const unavailable = () => new UnavailableError(undefined, 'no connection');

const failing = (errors: (() => unknown)[], result = 'appended') => {
  let calls = 0;
  const call = async () => {
    const next = errors[calls++];
    if (next) throw next();
    return result;
  };
  return { call, calls: () => calls };
};
const noWait = () => 0;

describe('EventStoreDB errors, as the rest of the product sees them', () => {
  it('retries through a leader election and answers as if nothing happened', async () => {
    const server = failing([notLeader, unavailable]);
    expect(await withStoreErrors('campaign-1', server.call, noWait)).toBe('appended');
    expect(server.calls()).toBe(3);
  });

  it('gives up after a few tries with an unavailable store: a 503, not a 500', async () => {
    const server = failing([unavailable, unavailable, unavailable, unavailable, unavailable]);
    await expect(withStoreErrors('campaign-1', server.call, noWait)).rejects.toBeInstanceOf(
      EventStoreUnavailable,
    );
    expect(server.calls()).toBe(4);
  });

  it('names a deleted stream and an append past the size limit, without retrying them', async () => {
    const deleted = failing([() => StreamDeletedError.fromStreamName('campaign-1')]);
    await expect(withStoreErrors('campaign-1', deleted.call, noWait)).rejects.toBeInstanceOf(StreamDeleted);
    expect(deleted.calls()).toBe(1);
    const large = failing([() => MaxAppendSizeExceededError.fromMaxAppendSize(1_048_576)]);
    await expect(withStoreErrors('campaign-1', large.call, noWait)).rejects.toBeInstanceOf(AppendTooLarge);
  });
});
