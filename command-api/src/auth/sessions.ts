import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { AccountRole } from '@nsg/domain/accounts/advertiser.ts';
import type { AppTables } from '../deps.ts';

export const SESSION_COOKIE = 'nsg_session';
export const SESSION_DAYS = 7;

export interface SessionAccount {
  sessionId: string;
  id: string;
  role: AccountRole;
  status: string;
  name: string;
  companyName: string;
}

export async function createSession(db: Kysely<AppTables>, accountId: string, role: string): Promise<string> {
  const id = randomBytes(32).toString('base64url');
  await db
    .insertInto('sessions')
    .values({
      id,
      account_id: accountId,
      role,
      expires_at: sql<Date>`now() + make_interval(days => ${SESSION_DAYS})`,
    })
    .execute();
  return id;
}

/** The account behind a session id; a suspended account's sessions end at once. */
export async function findSessionAccount(
  db: Kysely<AppTables>,
  sessionId: string,
): Promise<SessionAccount | null> {
  const row = await liveSessionAccounts(db).where('sessions.id', '=', sessionId).executeTakeFirst();
  return row ? { ...row, role: accountRole(row.role) } : null;
}

/** The accounts behind many session ids at once, by session id; ended and suspended ones are left out. */
export async function findSessionAccounts(
  db: Kysely<AppTables>,
  sessionIds: readonly string[],
): Promise<Map<string, SessionAccount>> {
  if (sessionIds.length === 0) return new Map();
  const rows = await liveSessionAccounts(db).where('sessions.id', 'in', sessionIds).execute();
  return new Map(rows.map((row) => [row.sessionId, { ...row, role: accountRole(row.role) }]));
}

const liveSessionAccounts = (db: Kysely<AppTables>) =>
  db
    .selectFrom('sessions')
    .innerJoin('advertisers', 'advertisers.id', 'sessions.account_id')
    .select([
      'sessions.id as sessionId',
      'advertisers.id',
      'advertisers.role',
      'advertisers.status',
      'advertisers.name',
      'advertisers.company_name as companyName',
    ])
    .where('sessions.expires_at', '>', sql<Date>`now()`)
    .where('advertisers.status', '!=', 'suspended');

/** A stored role; anything unknown is the least trusted one that can sign in. */
export function accountRole(stored: string): AccountRole {
  return stored === 'admin' || stored === 'analyst' ? stored : 'advertiser';
}

export async function deleteSession(db: Kysely<AppTables>, sessionId: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
}

/** Ends every session of an account, as a password reset does. */
export async function deleteAccountSessions(db: Kysely<AppTables>, accountId: string): Promise<void> {
  await db.deleteFrom('sessions').where('account_id', '=', accountId).execute();
}
