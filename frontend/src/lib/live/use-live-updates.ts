import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { allLiveQueryKeys, parseLiveMessage, queryKeysForProjection } from './projection-query-keys.ts';

export type LiveStatus = 'connecting' | 'open' | 'reconnecting' | 'off';

export interface LiveUpdatesOptions {
  /** Connect only while true, e.g. once the session is known to be signed in. */
  enabled?: boolean;
  /** Who is signed in (null: nobody): the socket opens again when it changes, with that session. */
  session?: string | null;
  /** Defaults to ws(s)://<this origin>/api/live. */
  url?: string;
  /** First reconnect delay; doubles per failed attempt up to `maxDelayMs`. */
  initialDelayMs?: number;
  maxDelayMs?: number;
}

export const liveUrl = (location: Pick<Location, 'protocol' | 'host'> = window.location) =>
  `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/api/live`;

/** Delay before reconnect attempt `attempt` (0-based): exponential with ±20% jitter, capped. */
export function reconnectDelay(
  attempt: number,
  initialDelayMs: number,
  maxDelayMs: number,
  random = Math.random,
) {
  const base = Math.min(maxDelayMs, initialDelayMs * 2 ** attempt);
  return Math.round(base * (0.8 + random() * 0.4));
}

function invalidateProjection(queryClient: QueryClient, projection: string) {
  for (const queryKey of queryKeysForProjection(projection)) void queryClient.invalidateQueries({ queryKey });
}

/** After a gap in the connection, any change may have been missed. */
function invalidateEverythingLive(queryClient: QueryClient) {
  for (const queryKey of allLiveQueryKeys) void queryClient.invalidateQueries({ queryKey });
}

/**
 * Keeps a websocket to /api/live open while mounted (and enabled) and turns `readmodel_changed` messages into
 * React Query invalidations, so pages refresh as read models change. Reconnects with exponential backoff.
 */
export function useLiveUpdates({
  enabled = true,
  session = null,
  url,
  initialDelayMs = 1000,
  maxDelayMs = 30_000,
}: LiveUpdatesOptions = {}): LiveStatus {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<LiveStatus>(enabled ? 'connecting' : 'off');

  useEffect(() => {
    if (!enabled) {
      setStatus('off');
      return;
    }
    const target = url ?? liveUrl();
    let socket: WebSocket | null = null;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    let hadConnection = false;
    let stopped = false;

    const connect = () => {
      clearTimeout(retryTimer);
      retryTimer = undefined;
      setStatus(hadConnection || attempt > 0 ? 'reconnecting' : 'connecting');
      const current = new WebSocket(target);
      socket = current;
      current.onopen = () => {
        if (hadConnection) invalidateEverythingLive(queryClient);
        hadConnection = true;
        attempt = 0;
        setStatus('open');
      };
      current.onmessage = (event: MessageEvent) => {
        const message = parseLiveMessage(event.data);
        if (message?.type === 'resync') invalidateEverythingLive(queryClient);
        else if (message) invalidateProjection(queryClient, message.projection);
      };
      current.onclose = () => {
        if (stopped || socket !== current) return;
        setStatus('reconnecting');
        retryTimer = setTimeout(connect, reconnectDelay(attempt, initialDelayMs, maxDelayMs));
        attempt += 1;
      };
    };

    // Coming back online is a good moment to retry at once instead of waiting out the backoff.
    const reconnectNow = () => {
      if (socket?.readyState === WebSocket.OPEN || socket?.readyState === WebSocket.CONNECTING) return;
      attempt = 0;
      connect();
    };

    connect();
    window.addEventListener('online', reconnectNow);
    return () => {
      stopped = true;
      clearTimeout(retryTimer);
      window.removeEventListener('online', reconnectNow);
      socket?.close(1000, 'page left');
      socket = null;
    };
    // `session` is not read inside: a new one only asks for a new socket, which carries its cookie.
  }, [enabled, session, url, initialDelayMs, maxDelayMs, queryClient]);

  return status;
}
