import type { WebSocket } from 'ws';
import type { ReadModelChangedMessage } from '@nsg/projections/runner/page-transaction.ts';
import type { SessionAccount } from '../auth/sessions.ts';

export interface LiveClient {
  socket: WebSocket;
  /** Null for a visitor without an account: public changes only (beach ratings, reviews, catalog). */
  account: SessionAccount | null;
  address: string;
  /** It answered the last ping. */
  alive: boolean;
}

/**
 * The open sockets, indexed so that neither a cap check nor a change for a few walks all of them: each
 * account's sockets, the admins' and a count of visitors' sockets per address.
 */
export function createLiveClients() {
  const all = new Set<LiveClient>();
  const byAccount = new Map<string, Set<LiveClient>>();
  const admins = new Set<LiveClient>();
  const visitorsByAddress = new Map<string, number>();
  let visitors = 0;

  const index = (client: LiveClient) => {
    const { account } = client;
    if (!account) {
      visitorsByAddress.set(client.address, (visitorsByAddress.get(client.address) ?? 0) + 1);
      visitors++;
      return;
    }
    const own = byAccount.get(account.id) ?? new Set<LiveClient>();
    byAccount.set(account.id, own.add(client));
    if (account.role === 'admin') admins.add(client);
  };
  const unindex = (client: LiveClient) => {
    const { account } = client;
    if (!account) {
      const left = visitorsByAddress.get(client.address)! - 1;
      if (left === 0) visitorsByAddress.delete(client.address);
      else visitorsByAddress.set(client.address, left);
      visitors--;
      return;
    }
    const own = byAccount.get(account.id)!;
    own.delete(client);
    if (own.size === 0) byAccount.delete(account.id);
    admins.delete(client);
  };

  return {
    add(client: LiveClient) {
      all.add(client);
      index(client);
    },
    /** Forgets the client; false if it was already gone. */
    remove(client: LiveClient): boolean {
      if (!all.delete(client)) return false;
      unindex(client);
      return true;
    },
    /** The client's session now stands for `account` (its role or status may have changed). */
    update(client: LiveClient, account: SessionAccount) {
      if (!all.has(client)) return;
      unindex(client);
      client.account = account;
      index(client);
    },
    heldByAccount: (accountId: string) => byAccount.get(accountId)?.size ?? 0,
    visitorsFrom: (address: string) => visitorsByAddress.get(address) ?? 0,
    get visitors() {
      return visitors;
    },
    get size() {
      return all.size;
    },
    all: () => all.values(),
    /** The clients a change may be for: a superset of those allowed to see it (see `mayReceive`). */
    *candidates(message: ReadModelChangedMessage): Iterable<LiveClient> {
      if (message.audience === 'public') return yield* all;
      yield* admins;
      if (message.audience !== 'advertiser' || !message.advertiserId) return;
      for (const client of byAccount.get(message.advertiserId) ?? []) if (!admins.has(client)) yield client;
    },
  };
}
export type LiveClients = ReturnType<typeof createLiveClients>;
