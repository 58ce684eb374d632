import { describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import type { ReadModelChangedMessage } from '@nsg/projections/runner/page-transaction.ts';
import type { SessionAccount } from '../auth/sessions.ts';
import { createLiveClients, type LiveClient } from './live-clients.ts';

const account = (id: string, role: SessionAccount['role']): SessionAccount => ({
  sessionId: `session-${id}`,
  id,
  role,
  status: 'active',
  name: 'n',
  companyName: 'c',
});
const client = (who: SessionAccount | null, address = '10.0.0.1'): LiveClient => ({
  socket: {} as WebSocket,
  account: who,
  address,
  alive: true,
});
const change = (audience: ReadModelChangedMessage['audience'], advertiserId?: string) =>
  ({ projection: 'p', ids: ['1'], audience, advertiserId }) as ReadModelChangedMessage;

describe('the live clients index', () => {
  it('counts per account and per visitor address, and forgets a client once however often it is removed', () => {
    const clients = createLiveClients();
    const visitor = client(null, '10.0.0.1');
    const neighbour = client(null, '10.0.0.1');
    const owner = client(account('a1', 'advertiser'));
    for (const c of [visitor, neighbour, owner]) clients.add(c);
    expect([clients.visitorsFrom('10.0.0.1'), clients.visitors, clients.heldByAccount('a1')]).toEqual([
      2, 2, 1,
    ]);

    expect(clients.remove(visitor)).toBe(true);
    expect(clients.remove(visitor)).toBe(false);
    expect(clients.remove(owner)).toBe(true);
    expect([clients.visitorsFrom('10.0.0.1'), clients.visitors, clients.heldByAccount('a1')]).toEqual([
      1, 1, 0,
    ]);
    expect(clients.size).toBe(1);
  });

  it("offers a change to its audience's sockets only: everybody, the admins, or one advertiser and the admins", () => {
    const clients = createLiveClients();
    const visitor = client(null);
    const admin = client(account('boss', 'admin'));
    const owner = client(account('a1', 'advertiser'));
    const other = client(account('a2', 'advertiser'));
    for (const c of [visitor, admin, owner, other]) clients.add(c);
    const offered = (message: ReadModelChangedMessage) => new Set(clients.candidates(message));

    expect(offered(change('public'))).toEqual(new Set([visitor, admin, owner, other]));
    expect(offered(change('admin'))).toEqual(new Set([admin]));
    expect(offered(change('advertiser', 'a1'))).toEqual(new Set([admin, owner]));
    expect(offered(change('advertiser'))).toEqual(new Set([admin]));
  });

  it('moves a client whose session now stands for another role, and leaves a removed client out', () => {
    const clients = createLiveClients();
    const promoted = client(account('a1', 'advertiser'));
    const gone = client(account('a2', 'advertiser'));
    clients.add(promoted);
    clients.add(gone);
    clients.update(promoted, account('a1', 'admin'));
    expect([...clients.candidates(change('admin'))]).toEqual([promoted]);

    clients.remove(gone);
    clients.update(gone, account('a2', 'admin'));
    expect([...clients.candidates(change('admin'))]).toEqual([promoted]);
    expect(clients.heldByAccount('a2')).toBe(0);
  });
});
