import { sql, type Kysely } from 'kysely';
import { ERASED, seal } from './personal-data.ts';
import { erasedPersonIds, keyOf } from './seal-legacy-names.ts';

/**
 * Contact messages, and the mail that forwarded them to the team, written before their subject was
 * sealed hold it in clear: free text their sender wrote. This seals it in place under the sender's key
 * (or redacts it, for senders already erased) and marks the event `subjectSealed`, as sealLegacyNames
 * does for names. The audit log and mail outbox keep their copies until those projections are rebuilt.
 */
export async function sealLegacySubjects(db: Kysely<unknown>): Promise<number> {
  const erased = await erasedPersonIds(db);
  const { rows } = await sql<{ global_position: string; data: Record<string, unknown> }>`
    select global_position, data from events
    where (type = 'contact.MessageReceived'
           or (type = 'mail.MessageQueued' and data->>'personId' like 'contact:%'))
      and not (data ? 'subjectSealed')
    order by global_position`.execute(db);
  for (const row of rows) {
    const personId = String(row.data.personId);
    const subject = String(row.data.subject);
    const sealed = erased.has(personId) ? ERASED : seal(await keyOf(db, personId), personId, subject);
    const data = { ...row.data, subject: sealed, subjectSealed: true };
    await sql`update events set data = ${JSON.stringify(data)}::jsonb
      where global_position = ${row.global_position}::bigint`.execute(db);
  }
  return rows.length;
}
