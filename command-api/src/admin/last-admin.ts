import type pg from 'pg';
import {
  advertiserDecider,
  advertiserStreamId,
  type AdvertiserEvent,
} from '@nsg/domain/accounts/advertiser.ts';
import { foldEvents } from '@nsg/domain/shared/decider.ts';
import { streamEvents } from '@nsg/domain/stored-events.ts';
import { listAdminIds } from '@nsg/projections/accounts/advertisers-queries.ts';
import type { AppDeps } from '../deps.ts';
import { HttpError } from '../http/errors.ts';

export const LAST_ADMIN_MESSAGE = 'The last active admin cannot be suspended. Make another admin first.';

/**
 * The product must always keep someone who can approve, moderate and unlock accounts. Whether each admin
 * is active is read from their account's stream, not from the read model, which may not yet show a
 * suspension made a moment ago; an admin made a moment ago and not yet listed only makes this stricter.
 */
export async function refuseSuspendingLastAdmin(deps: AppDeps, accountId: string): Promise<void> {
  const adminIds = await listAdminIds(deps.db);
  if (!adminIds.includes(accountId)) return;
  const active = [];
  for (const id of adminIds) {
    const state = foldEvents(
      advertiserDecider,
      streamEvents<AdvertiserEvent>(await deps.store.readStream(advertiserStreamId(id))),
    );
    if (state.exists && state.status === 'active') active.push(id);
  }
  if (active.length === 1 && active[0] === accountId)
    throw new HttpError(409, LAST_ADMIN_MESSAGE, { status: [LAST_ADMIN_MESSAGE] });
}

/**
 * Runs `work` while no other API instance checks or suspends an admin: two admins suspending each other
 * at the same moment would each still see the other active.
 */
export async function withAdminRosterLock<T>(pool: pg.Pool, work: () => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query(`select pg_advisory_lock(hashtext('admin-roster'))`);
    try {
      return await work();
    } finally {
      await client.query(`select pg_advisory_unlock(hashtext('admin-roster'))`);
    }
  } finally {
    client.release();
  }
}
