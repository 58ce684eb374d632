import type { Kysely } from 'kysely';
import type { ReadModelTables } from '@nsg/projections/read-model-tables.ts';
import type { Outcome } from './visitors.ts';

/** The acknowledged commands whose effect the read models do not show. */
export async function missingAcknowledged(
  db: Kysely<ReadModelTables>,
  outcomes: Outcome[],
): Promise<Outcome[]> {
  const challenges = new Set(
    (await db.selectFrom('eco_user_challenges').select('id').execute()).map((row) => row.id),
  );
  const reviews = new Set((await db.selectFrom('reviews').select('id').execute()).map((row) => row.id));
  return outcomes.filter((outcome) => {
    if (!outcome.id) return false;
    return outcome.kind === 'review' ? !reviews.has(outcome.id) : !challenges.has(outcome.id);
  });
}
