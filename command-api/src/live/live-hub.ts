import type pg from 'pg';
import type { WebSocket } from 'ws';
import { createNotificationListener } from '@nsg/platform/event-store/postgres-notification-listener.ts';
import { inSyncSpanOf } from '@nsg/platform/tracing.ts';
import {
  READMODEL_CHANGED_CHANNEL,
  type ReadModelChangedMessage,
} from '@nsg/projections/runner/page-transaction.ts';
import type { SessionAccount } from '../auth/sessions.ts';

interface Client {
  socket: WebSocket;
  /** Null for a visitor without an account: public changes only (beach ratings, reviews, catalog). */
  account: SessionAccount | null;
  address: string;
  /** It answered the last ping. */
  alive: boolean;
}

/** Visitors' sockets cost a file descriptor each: past this many, new visitor sockets are refused. */
export const MAX_VISITOR_SOCKETS = 2_000;

/** The hub only talks: a client's frame larger than this is refused by the socket itself (1009). */
export const LIVE_MAX_PAYLOAD_BYTES = 128;

export interface LiveHubLimits {
  socketsPerAddress: number;
  socketsPerAccount: number;
  pingIntervalMs: number;
}

export const TRY_AGAIN_LATER = 1013;
const POLICY_VIOLATION = 1008;

export function mayReceive(account: SessionAccount | null, message: ReadModelChangedMessage): boolean {
  if (message.audience === 'public') return true;
  if (!account) return false;
  if (account.role === 'admin') return true;
  return message.audience === 'advertiser' && message.advertiserId === account.id;
}

/** How often open sockets re-check their session: logout and suspension end a live connection within it. */
export const SESSION_RECHECK_MS = 30_000;

/**
 * Forwards the projection runner's `readmodel_changed` notifications to the websocket clients allowed
 * to see them. Every API instance runs one hub with one LISTEN connection, re-established if lost.
 */
export function createLiveHub(
  pool: pg.Pool,
  findAccount: (sessionId: string) => Promise<SessionAccount | null>,
  limits: LiveHubLimits,
) {
  const clients = new Set<Client>();
  /** Called with each change, or with null when changes may have gone unheard (the LISTEN was lost). */
  const changeListeners = new Set<(change: ReadModelChangedMessage | null) => void>();

  const parse = (payload: string): ReadModelChangedMessage | null => {
    try {
      return JSON.parse(payload) as ReadModelChangedMessage;
    } catch {
      return null;
    }
  };
  /** Sends the change to the clients allowed to see it; returns how many were sent it. */
  const broadcast = (message: ReadModelChangedMessage): number => {
    const text = JSON.stringify({
      type: 'readmodel_changed',
      projection: message.projection,
      ids: message.ids,
    });
    let sent = 0;
    for (const client of clients) {
      if (mayReceive(client.account, message) && client.socket.readyState === client.socket.OPEN) {
        client.socket.send(text);
        sent++;
      }
    }
    return sent;
  };
  // In the trace of the change the runner announced, when it named one.
  const tracedBroadcast = (message: ReadModelChangedMessage) =>
    inSyncSpanOf(
      `live ${message.projection}`,
      { traceparent: message.traceparent },
      () => broadcast(message),
      (sent) => ({ 'nsg.live.recipients': sent }),
    );
  const sendToAll = (text: string) => {
    for (const client of clients)
      if (client.socket.readyState === client.socket.OPEN) client.socket.send(text);
  };

  const listener = createNotificationListener(pool, READMODEL_CHANGED_CHANNEL);
  let listenedBefore = false;
  listener.add((payload) => {
    if (payload === null) {
      // Changes committed while the connection was lost were never heard: every client reloads.
      if (listenedBefore) {
        sendToAll(JSON.stringify({ type: 'resync' }));
        changeListeners.forEach((onChange) => onChange(null));
      }
      listenedBefore = true;
      return;
    }
    const message = parse(payload);
    if (message) tracedBroadcast(message);
    changeListeners.forEach((onChange) => onChange(message));
  });

  const count = (belongs: (client: Client) => boolean) => {
    let n = 0;
    for (const client of clients) if (belongs(client)) n++;
    return n;
  };
  /** Why a new socket is refused: one address or account must not take what everybody shares. */
  const refusal = (account: SessionAccount | null, address: string): string | null => {
    if (account) {
      const held = count((client) => client.account?.id === account.id);
      return held >= limits.socketsPerAccount ? 'too many live connections for this account' : null;
    }
    if (count((client) => client.account === null && client.address === address) >= limits.socketsPerAddress)
      return 'too many live connections from this address';
    return count((client) => client.account === null) >= MAX_VISITOR_SOCKETS ? 'try again later' : null;
  };

  // A socket that did not answer the last ping is gone (a dead peer, a cut network): it frees its place.
  const pingTimer = setInterval(() => {
    for (const client of clients) {
      if (!client.alive) {
        client.socket.terminate();
        clients.delete(client);
        continue;
      }
      client.alive = false;
      client.socket.ping();
    }
  }, limits.pingIntervalMs);
  pingTimer.unref();

  const recheckSessions = async () => {
    for (const client of clients) {
      if (!client.account) continue;
      const current = client.account;
      const account = await findAccount(current.sessionId).catch(() => current);
      if (!account) client.socket.close(4401, 'session ended');
      else client.account = account;
    }
  };
  const recheckTimer = setInterval(() => void recheckSessions(), SESSION_RECHECK_MS);
  recheckTimer.unref();

  return {
    add(socket: WebSocket, account: SessionAccount | null, address: string) {
      const refused = refusal(account, address);
      if (refused) {
        socket.close(TRY_AGAIN_LATER, refused);
        return;
      }
      const client: Client = { socket, account, address, alive: true };
      clients.add(client);
      socket.on('close', () => clients.delete(client));
      socket.on('pong', () => (client.alive = true));
      // Nothing is read from clients: whoever sends is not one of ours.
      socket.on('message', () => socket.close(POLICY_VIOLATION, 'this socket only listens'));
      socket.send(JSON.stringify({ type: 'hello', role: account?.role ?? 'visitor' }));
    },
    /**
     * Calls `onChange` on every read-model change, and with null after the LISTEN connection was lost and
     * re-established (changes meanwhile were not heard); returns the unsubscribe.
     */
    onChange(onChange: (change: ReadModelChangedMessage | null) => void): () => void {
      changeListeners.add(onChange);
      return () => changeListeners.delete(onChange);
    },
    /** Whether changes are being heard right now (the LISTEN connection is up). */
    get listening() {
      return listener.listening;
    },
    get size() {
      return clients.size;
    },
    clientsByAudience() {
      const byRole = (role: string | null) => count((client) => (client.account?.role ?? null) === role);
      return { visitor: byRole(null), advertiser: byRole('advertiser'), admin: byRole('admin') };
    },
    recheckSessions,
    async close() {
      clearInterval(recheckTimer);
      clearInterval(pingTimer);
      for (const client of clients) client.socket.close(1001, 'server shutting down');
      await listener.close();
    },
  };
}
export type LiveHub = ReturnType<typeof createLiveHub>;
