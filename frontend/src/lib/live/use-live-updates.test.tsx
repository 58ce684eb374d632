import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WebSocketServer, type WebSocket as ServerSocket } from 'ws';
import { allQueryFeeds } from '@nsg/domain/shared/query-feeds.ts';
import { parseLiveMessage, queryKeysForProjection } from './projection-query-keys.ts';
import { reconnectDelay, useLiveUpdates } from './use-live-updates.ts';

let server: WebSocketServer;
let url: string;
const connections: ServerSocket[] = [];

beforeEach(async () => {
  server = new WebSocketServer({ port: 0, host: '127.0.0.1', path: '/api/live' });
  server.on('connection', (socket) => connections.push(socket));
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const address = server.address();
  if (typeof address === 'string' || address === null) throw new Error('no port');
  url = `ws://127.0.0.1:${address.port}/api/live`;
});

afterEach(async () => {
  connections.length = 0;
  for (const client of server.clients) client.terminate();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

function setup() {
  const queryClient = new QueryClient();
  const seed = (key: readonly unknown[]) => queryClient.setQueryData(key, 'cached');
  const isStale = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated ?? false;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { queryClient, seed, isStale, wrapper };
}

const send = (socket: ServerSocket | undefined, message: unknown) => socket?.send(JSON.stringify(message));

describe('useLiveUpdates', () => {
  it('invalidates the queries of a changed projection and nothing else', async () => {
    const { seed, isStale, wrapper } = setup();
    seed(['reviews', 'list', { type: 'business', targetId: 1 }]);
    seed(['admin', 'reviews', 'pending']);
    seed(['businesses', 'detail', 1]);
    seed(['campaigns', 'list']);

    const { result } = renderHook(() => useLiveUpdates({ url }), { wrapper });
    await waitFor(() => expect(result.current).toBe('open'));

    send(connections[0], { type: 'readmodel_changed', projection: 'reviews', ids: ['r1'] });

    await waitFor(() => expect(isStale(['reviews', 'list', { type: 'business', targetId: 1 }])).toBe(true));
    expect(isStale(['admin', 'reviews', 'pending'])).toBe(true);
    expect(isStale(['businesses', 'detail', 1])).toBe(true);
    expect(isStale(['campaigns', 'list'])).toBe(false);
  });

  it('opens a new socket, closing the old one, when the signed-in account changes', async () => {
    const { wrapper } = setup();
    const { result, rerender } = renderHook(
      ({ session }: { session: string | null }) => useLiveUpdates({ url, session }),
      { wrapper, initialProps: { session: null as string | null } },
    );
    await waitFor(() => expect(result.current).toBe('open'));
    expect(connections).toHaveLength(1);

    rerender({ session: 'advertiser-1' });

    await waitFor(() => expect(connections).toHaveLength(2));
    await waitFor(() => expect(result.current).toBe('open'));
    expect(connections[0]?.readyState).not.toBe(connections[0]?.OPEN);
  });

  it('ignores messages that are not readmodel_changed', async () => {
    const { seed, isStale, wrapper } = setup();
    seed(['reviews']);
    seed(['ads']);
    const { result } = renderHook(() => useLiveUpdates({ url }), { wrapper });
    await waitFor(() => expect(result.current).toBe('open'));

    connections[0]?.send('not json');
    send(connections[0], { type: 'hello', projection: 'reviews' });
    // Messages arrive in order: once this one is applied, the ones before it have been handled.
    send(connections[0], { type: 'readmodel_changed', projection: 'ads', ids: [] });
    await waitFor(() => expect(isStale(['ads'])).toBe(true));

    expect(isStale(['reviews'])).toBe(false);
  });

  it('reconnects after the server drops it, refreshing what it may have missed', async () => {
    const { seed, isStale, wrapper } = setup();
    const { result } = renderHook(() => useLiveUpdates({ url, initialDelayMs: 20 }), { wrapper });
    await waitFor(() => expect(result.current).toBe('open'));
    seed(['ads', 'list']);

    act(() => connections[0]?.terminate());

    await waitFor(() => expect(connections).toHaveLength(2));
    await waitFor(() => expect(result.current).toBe('open'));
    expect(isStale(['ads', 'list'])).toBe(true);
  });

  it('closes the socket on unmount and does not reconnect', async () => {
    const { wrapper } = setup();
    const { result, unmount } = renderHook(() => useLiveUpdates({ url, initialDelayMs: 20 }), { wrapper });
    await waitFor(() => expect(result.current).toBe('open'));
    const closed = new Promise((resolve) => connections[0]?.once('close', resolve));

    unmount();

    await closed;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(connections).toHaveLength(1);
  });

  it('stays off while disabled', async () => {
    const { wrapper } = setup();
    const { result } = renderHook(() => useLiveUpdates({ url, enabled: false }), { wrapper });

    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(result.current).toBe('off');
    expect(connections).toHaveLength(0);
  });
});

describe('live message helpers', () => {
  it('maps unknown projections to the key named after them', () => {
    expect(queryKeysForProjection('reviews')).toContainEqual(['admin', 'reviews']);
    expect(queryKeysForProjection('weather_history')).toEqual([['weather_history']]);
  });

  it('parses only well-formed readmodel_changed messages', () => {
    expect(parseLiveMessage('{"type":"readmodel_changed","projection":"ads","ids":["1",2]}')).toEqual({
      type: 'readmodel_changed',
      projection: 'ads',
      ids: ['1'],
    });
    expect(parseLiveMessage('{"type":"readmodel_changed"}')).toBeNull();
    expect(parseLiveMessage('[]')).toBeNull();
    expect(parseLiveMessage('nope')).toBeNull();
  });

  it('backs off exponentially up to the cap, with jitter', () => {
    const middle = () => 0.5;
    expect([0, 1, 2, 3, 10].map((attempt) => reconnectDelay(attempt, 1000, 30_000, middle))).toEqual([
      1000, 2000, 4000, 8000, 30_000,
    ]);
    expect(reconnectDelay(0, 1000, 30_000, () => 0)).toBe(800);
    expect(reconnectDelay(0, 1000, 30_000, () => 1)).toBe(1200);
  });
});

describe('projection names the server announces', () => {
  it('refresh the Board Hub listings when the marketplace projection changes', () => {
    expect(queryKeysForProjection('marketplace')).toEqual([['listings'], ['admin', 'listings']]);
    expect(queryKeysForProjection('beach-hazards')).toEqual([['beaches'], ['admin', 'beach-hazards']]);
  });

  it('refresh every group of queries whose API routes read them', () => {
    for (const group of allQueryFeeds) {
      for (const projection of group.projections) {
        expect(queryKeysForProjection(projection), projection).toContainEqual(group.queryKey);
      }
    }
  });

  it('refresh the traffic panel when the highway status changes', () => {
    expect(queryKeysForProjection('highway-status')).toEqual([['conditions', 'traffic']]);
  });
});

describe('a resync message', () => {
  it('parses, so every live query is refreshed', () => {
    expect(parseLiveMessage(JSON.stringify({ type: 'resync' }))).toEqual({ type: 'resync' });
  });
});
