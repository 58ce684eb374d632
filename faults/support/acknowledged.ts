import type { Kysely } from 'kysely';
import type { ReadModelTables } from '@nsg/projections/read-model-tables.ts';
import type { Outcome } from './visitors.ts';

/** The acknowledged commands whose effect the read models do not show. */
export async function missingAcknowledged(
  db: Kysely<ReadModelTables>,
  outcomes: Outcome[],
): Promise<Outcome[]> {
  const challenges = new Map(
    (await db.selectFrom('eco_user_challenges').select(['id', 'status']).execute()).map((row) => [
      row.id,
      row.status,
    ]),
  );
  const reviews = new Set((await db.selectFrom('reviews').select('id').execute()).map((row) => row.id));
  return outcomes.filter((outcome) => {
    if (!outcome.id) return false;
    if (outcome.kind === 'review') return !reviews.has(outcome.id);
    if (outcome.kind === 'eco start') return !challenges.has(outcome.id);
    return challenges.get(outcome.id) === undefined || challenges.get(outcome.id) === 'started';
  });
}
