import type { Kysely } from 'kysely';
import type { ReadModelTables } from '../read-model-tables.ts';

type Db = Kysely<ReadModelTables>;

export async function findAdvertiserByEmailLookup(db: Db, emailLookup: string) {
  return db.selectFrom('advertisers').selectAll().where('email_lookup', '=', emailLookup).executeTakeFirst();
}

export async function findAdvertiserById(db: Db, id: string) {
  return db.selectFrom('advertisers').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function countAdmins(db: Db): Promise<number> {
  const row = await db
    .selectFrom('advertisers')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('role', '=', 'admin')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Advertiser accounts (admins aside), newest first, for the admins' list. */
export async function listAdvertisersForAdmin(db: Db, status?: string) {
  let query = db
    .selectFrom('advertisers')
    .selectAll()
    .where('role', '=', 'advertiser')
    .orderBy('created_at', 'desc')
    .limit(500);
  if (status) query = query.where('status', '=', status);
  return query.execute();
}

/** Analyst accounts, newest first, for the admins' list. */
export async function listAnalystsForAdmin(db: Db) {
  return db
    .selectFrom('advertisers')
    .select(['id', 'name', 'email', 'person_id', 'status', 'created_at'])
    .where('role', '=', 'analyst')
    .orderBy('created_at', 'desc')
    .limit(500)
    .execute();
}

/** Every admin account's id, whatever its status. */
export async function listAdminIds(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('advertisers').select('id').where('role', '=', 'admin').execute();
  return rows.map((row) => row.id);
}

/** Accounts by id, with their names and sealed emails. */
export async function findAccountsByIds(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('advertisers')
    .select(['id', 'name', 'email', 'person_id'])
    .where('id', 'in', ids)
    .execute();
}
