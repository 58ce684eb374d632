import { sql, type Transaction } from 'kysely';
import type { EcoRewardEdited, EcoRewardRetired } from '@nsg/domain/catalog/catalog-events.ts';
import type { RecordedStoredEvent } from '@nsg/domain/stored-events.ts';
import type { ReadModelTables } from '../read-model-tables.ts';
import type { ReadModelChange } from '../runner/projection.ts';

export const ECO_REWARD_CHANGE_TYPES = new Set<(EcoRewardEdited | EcoRewardRetired)['type']>([
  'eco.RewardEdited',
  'eco.RewardRetired',
]);

/** An admin's edit (the changed fields over the document) or retirement of a reward, at its revision. */
export async function applyEcoRewardChange(
  db: Transaction<ReadModelTables>,
  event: RecordedStoredEvent<'eco.RewardEdited' | 'eco.RewardRetired'>,
): Promise<ReadModelChange> {
  const revision = Number(event.revision);
  const update =
    event.type === 'eco.RewardEdited'
      ? { document: sql`document || ${JSON.stringify(event.data.changes)}::jsonb`, revision }
      : { retired_at: event.createdAt, revision };
  await db.updateTable('eco_rewards').set(update).where('id', '=', event.data.id).execute();
  return { ids: [String(event.data.id)], audience: 'public' };
}
