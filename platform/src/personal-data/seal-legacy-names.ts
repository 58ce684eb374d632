import { randomBytes, type KeyObject } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { ERASED, dataKey, seal } from './personal-data.ts';

/** Where each event type that names a person keeps the person id and the names. */
const NAMED_EVENTS: Record<string, { personIdField: string; nameFields: string[] }> = {
  'reviews.ReviewSubmitted': { personIdField: 'authorPersonId', nameFields: ['authorName'] },
  'marketplace.ListingCreated': { personIdField: 'sellerPersonId', nameFields: ['sellerName'] },
  'accounts.AdvertiserRegistered': { personIdField: 'personId', nameFields: ['name', 'companyName'] },
};

const PAGE = 500;

/**
 * Events written before names were crypto-shredded hold them in clear. This seals them in place under
 * each person's key (or redacts them, for people already erased) and marks the event `namesSealed`.
 * It is the one rewrite of the log we allow: an erasure must reach every copy of a name. Stores that
 * cannot rewrite (EventStoreDB) keep the old shape, which the projections still read.
 */
export async function sealLegacyNames(db: Kysely<unknown>): Promise<number> {
  const erased = await erasedPersonIds(db);
  let after = 0n;
  let sealedCount = 0;
  for (;;) {
    const { rows } = await sql<{ global_position: string; type: string; data: Record<string, unknown> }>`
      select global_position, type, data from events
      where type = any(${Object.keys(NAMED_EVENTS)}::text[]) and not (data ? 'namesSealed')
        and global_position > ${after.toString()}::bigint
      order by global_position limit ${PAGE}`.execute(db);
    if (rows.length === 0) return sealedCount;
    for (const row of rows) {
      await sealEventNames(db, row, erased);
      after = BigInt(row.global_position);
    }
    sealedCount += rows.length;
  }
}

async function sealEventNames(
  db: Kysely<unknown>,
  row: { global_position: string; type: string; data: Record<string, unknown> },
  erased: Set<string>,
): Promise<void> {
  const { personIdField, nameFields } = NAMED_EVENTS[row.type]!;
  const personId = String(row.data[personIdField]);
  const key = erased.has(personId) ? null : await keyOf(db, personId);
  const data: Record<string, unknown> = { ...row.data, namesSealed: true };
  for (const field of nameFields) {
    const name = row.data[field];
    if (typeof name === 'string') data[field] = key ? seal(key, personId, name) : ERASED;
  }
  await sql`update events set data = ${JSON.stringify(data)}::jsonb
    where global_position = ${row.global_position}::bigint`.execute(db);
}

export async function erasedPersonIds(db: Kysely<unknown>): Promise<Set<string>> {
  const { rows } = await sql<{ person_id: string }>`
    select jsonb_array_elements_text(data->'personIds') as person_id from events
    where type = 'personal-data.PersonErased'`.execute(db);
  return new Set(rows.map((row) => row.person_id));
}

export async function keyOf(db: Kysely<unknown>, personId: string): Promise<KeyObject> {
  await sql`insert into personal_data_keys (person_id, key) values (${personId}, ${randomBytes(32)})
    on conflict (person_id) do nothing`.execute(db);
  const { rows } = await sql<{ key: Buffer }>`
    select key from personal_data_keys where person_id = ${personId}`.execute(db);
  return dataKey(rows[0]!.key);
}
