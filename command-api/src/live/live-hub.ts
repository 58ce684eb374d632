import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type pg from 'pg';
import type { WebSocket } from 'ws';
import { createNotificationListener } from '@nsg/platform/event-store/postgres-notification-listener.ts';
import { inSyncSpanOf } from '@nsg/platform/tracing.ts';
import {
  READMODEL_CHANGED_CHANNEL,
  type ReadModelChangedMessage,
} from '@nsg/projections/runner/page-transaction.ts';
import type { SessionAccount } from '../auth/sessions.ts';
import { createLiveClients, type LiveClient } from './live-clients.ts';

/** The hub only talks: a client's frame larger than this is refused by the socket itself (1009). */
export const LIVE_MAX_PAYLOAD_BYTES = 128;

export interface LiveHubLimits {
  socketsPerAddress: number;
  socketsPerAccount: number;
  /** Visitors' sockets (no account) the instance holds: each costs a file descriptor and memory. */
  maxVisitorSockets: number;
  pingIntervalMs: number;
  /** How often open sockets re-check their session: logout and suspension end a live connection within it. */
  sessionRecheckMs: number;
}

export const TRY_AGAIN_LATER = 1013;
const POLICY_VIOLATION = 1008;

export function mayReceive(account: SessionAccount | null, message: ReadModelChangedMessage): boolean {
  if (message.audience === 'public') return true;
  if (!account) return false;
  if (account.role === 'admin') return true;
  return message.audience === 'advertiser' && message.advertiserId === account.id;
}

/** Pings sent, or sockets rechecked, before the hub lets other work (a change to deliver) go first. */
const SWEEP_SLICE = 500;
const SESSION_ENDED = 4401;
const AS_TEXT = { binary: false } as const;

/** A message encoded once and sent as the same bytes to every socket (ws does not copy them). */
const encode = (message: object) => Buffer.from(JSON.stringify(message));
const HELLO = {
  visitor: encode({ type: 'hello', role: 'visitor' }),
  advertiser: encode({ type: 'hello', role: 'advertiser' }),
  admin: encode({ type: 'hello', role: 'admin' }),
  analyst: encode({ type: 'hello', role: 'analyst' }),
};

/**
 * Forwards the projection runner's `readmodel_changed` notifications to the websocket clients allowed
 * to see them. Every API instance runs one hub with one LISTEN connection, re-established if lost.
 */
export function createLiveHub(
  pool: pg.Pool,
  findAccounts: (sessionIds: string[]) => Promise<Map<string, SessionAccount>>,
  limits: LiveHubLimits,
) {
  const clients = createLiveClients();
  /** Called with each change, or with null when changes may have gone unheard (the LISTEN was lost). */
  const changeListeners = new Set<(change: ReadModelChangedMessage | null) => void>();

  const parse = (payload: string): ReadModelChangedMessage | null => {
    try {
      return JSON.parse(payload) as ReadModelChangedMessage;
    } catch {
      return null;
    }
  };
  const send = (client: LiveClient, frame: Buffer): boolean => {
    if (client.socket.readyState !== client.socket.OPEN) return false;
    client.socket.send(frame, AS_TEXT);
    return true;
  };
  /** Sends the change to the clients allowed to see it; returns how many were sent it. */
  const broadcast = (message: ReadModelChangedMessage): number => {
    const frame = encode({ type: 'readmodel_changed', projection: message.projection, ids: message.ids });
    let sent = 0;
    for (const client of clients.candidates(message))
      if (mayReceive(client.account, message) && send(client, frame)) sent++;
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
  const sendToAll = (frame: Buffer) => {
    for (const client of clients.all()) send(client, frame);
  };

  const listener = createNotificationListener(pool, READMODEL_CHANGED_CHANNEL);
  let listenedBefore = false;
  listener.add((payload) => {
    if (payload === null) {
      // Changes committed while the connection was lost were never heard: every client reloads.
      if (listenedBefore) {
        sendToAll(encode({ type: 'resync' }));
        changeListeners.forEach((onChange) => onChange(null));
      }
      listenedBefore = true;
      return;
    }
    const message = parse(payload);
    if (message) tracedBroadcast(message);
    changeListeners.forEach((onChange) => onChange(message));
  });

  /** Why a new socket is refused: one address or account must not take what everybody shares. */
  const refusal = (account: SessionAccount | null, address: string): string | null => {
    if (account)
      return clients.heldByAccount(account.id) >= limits.socketsPerAccount
        ? 'too many live connections for this account'
        : null;
    if (clients.visitorsFrom(address) >= limits.socketsPerAddress)
      return 'too many live connections from this address';
    return clients.visitors >= limits.maxVisitorSockets ? 'try again later' : null;
  };

  // A socket that did not answer the last ping is gone (a dead peer, a cut network): it frees its place.
  const pingAll = inSlices(
    () => clients.all(),
    (client) => {
      if (!client.alive) {
        clients.remove(client);
        client.socket.terminate();
        return;
      }
      client.alive = false;
      client.socket.ping();
    },
  );
  const pingTimer = setInterval(() => void pingAll(), limits.pingIntervalMs);
  pingTimer.unref();

  /** One query per slice of signed-in sockets; an ended or suspended session's socket is closed. */
  const recheckSessions = async () => {
    const signedIn = [...clients.all()].filter((client) => client.account !== null);
    for (let start = 0; start < signedIn.length; start += SWEEP_SLICE) {
      const slice = signedIn.slice(start, start + SWEEP_SLICE);
      const sessionIds = [...new Set(slice.map((client) => client.account!.sessionId))];
      // The database did not answer: the sockets keep their accounts until the next check.
      const accounts = await findAccounts(sessionIds).catch(() => null);
      if (accounts) for (const client of slice) recheck(client, accounts.get(client.account!.sessionId));
    }
  };
  const recheck = (client: LiveClient, account: SessionAccount | undefined) => {
    if (account) clients.update(client, account);
    else if (clients.remove(client)) client.socket.close(SESSION_ENDED, 'session ended');
  };
  const recheckTimer = setInterval(() => void recheckSessions(), limits.sessionRecheckMs);
  recheckTimer.unref();

  return {
    add(socket: WebSocket, account: SessionAccount | null, address: string) {
      const refused = refusal(account, address);
      if (refused) {
        socket.close(TRY_AGAIN_LATER, refused);
        return;
      }
      const client: LiveClient = { socket, account, address, alive: true };
      clients.add(client);
      socket.on('close', () => clients.remove(client));
      socket.on('pong', () => (client.alive = true));
      // Nothing is read from clients: whoever sends is not one of ours.
      socket.on('message', () => socket.close(POLICY_VIOLATION, 'this socket only listens'));
      socket.send(HELLO[account?.role ?? 'visitor'], AS_TEXT);
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
      const counts = { visitor: 0, advertiser: 0, admin: 0 };
      for (const { account } of clients.all()) {
        const role = account?.role ?? 'visitor';
        if (role in counts) counts[role as keyof typeof counts]++;
      }
      return counts;
    },
    recheckSessions,
    async close() {
      clearInterval(recheckTimer);
      clearInterval(pingTimer);
      for (const client of clients.all()) client.socket.close(1001, 'server shutting down');
      await listener.close();
    },
  };
}
export type LiveHub = ReturnType<typeof createLiveHub>;

/**
 * A sweep over many clients that yields to the event loop after each slice, so that a change arriving
 * meanwhile is not held up behind thousands of pings. A sweep still running when the next is due is
 * not started twice.
 */
function inSlices(items: () => Iterable<LiveClient>, visit: (client: LiveClient) => void) {
  let running = false;
  return async () => {
    if (running) return;
    running = true;
    try {
      let visited = 0;
      for (const item of items()) {
        visit(item);
        if (++visited % SWEEP_SLICE === 0) await yieldToEventLoop();
      }
    } finally {
      running = false;
    }
  };
}
