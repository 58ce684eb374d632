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
