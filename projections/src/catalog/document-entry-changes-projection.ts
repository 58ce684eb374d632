import { sql, type Transaction } from 'kysely';
import type { CatalogEditEvent } from '@nsg/domain/catalog/catalog-events.ts';
import type { RecordedStoredEvent } from '@nsg/domain/stored-events.ts';
import type { ReadModelTables } from '../read-model-tables.ts';
import type { ReadModelChange } from '../runner/projection.ts';

/** Admins' edits and retirements of the entries kept as documents: rewards, eco challenges and categories, local tips. */
const TABLE_OF = {
  'eco.RewardEdited': 'eco_rewards',
  'eco.RewardRetired': 'eco_rewards',
  'eco.ChallengeEdited': 'eco_challenges',
  'eco.ChallengeRetired': 'eco_challenges',
  'eco.CategoryEdited': 'eco_categories',
  'eco.CategoryRetired': 'eco_categories',
  'catalog.LocalTipEdited': 'local_tips',
  'catalog.LocalTipRetired': 'local_tips',
} as const satisfies Partial<Record<CatalogEditEvent['type'], keyof ReadModelTables>>;
type DocumentChangeType = keyof typeof TABLE_OF;

export const DOCUMENT_ENTRY_CHANGE_TYPES = new Set(Object.keys(TABLE_OF) as DocumentChangeType[]);

/** An edit lays its changed fields over the document; a retirement keeps the row, marked retired. */
export async function applyDocumentEntryChange(
  db: Transaction<ReadModelTables>,
  event: RecordedStoredEvent<DocumentChangeType>,
): Promise<ReadModelChange> {
  const revision = Number(event.revision);
  const table = TABLE_OF[event.type];
  if ('changes' in event.data) {
    const { changes } = event.data;
    const category = {
      ...('category' in changes ? { category: changes.category } : {}),
      ...('categoryId' in changes ? { category_id: changes.categoryId } : {}),
    };
    await db
      .updateTable(table)
      .set({ document: sql`document || ${JSON.stringify(changes)}::jsonb`, revision, ...category } as never)
      .where('id', '=', event.data.id)
      .execute();
  } else {
    await db
      .updateTable(table)
      .set({ retired_at: event.createdAt, revision })
      .where('id', '=', event.data.id)
      .execute();
  }
  return { ids: [String(event.data.id)], audience: 'public' };
}
