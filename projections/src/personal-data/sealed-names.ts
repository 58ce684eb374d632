import { sql, type Transaction } from 'kysely';
import type { KeyObject } from 'node:crypto';
import { ERASED, dataKey, open } from '@nsg/platform/personal-data/personal-data.ts';
import type { ReadModelTables } from '../read-model-tables.ts';

/** A person's name as an event carries it: sealed under their key, or in clear (events from before). */
export interface NameInEvent {
  personId: string;
  value: string;
  sealed: boolean;
}

/**
 * The names, readable for a read model: sealed ones opened with their person's key, "[erased]" once
 * that key is shredded. One key lookup for the lot.
 */
export async function openNames(
  db: Transaction<ReadModelTables>,
  names: readonly NameInEvent[],
): Promise<string[]> {
  const personIds = [...new Set(names.filter((name) => name.sealed).map((name) => name.personId))];
  const keys = new Map<string, KeyObject>();
  if (personIds.length > 0) {
    const { rows } = await sql<{ person_id: string; key: Buffer }>`
      select person_id, key from personal_data_keys where person_id = any(${personIds}::text[])`.execute(db);
    for (const row of rows) keys.set(row.person_id, dataKey(row.key));
  }
  return names.map((name) => (name.sealed ? openOrErased(keys.get(name.personId), name) : name.value));
}

function openOrErased(key: KeyObject | undefined, name: NameInEvent): string {
  if (!key) return ERASED;
  try {
    return open(key, name.personId, name.value) ?? ERASED;
  } catch {
    // Not a ciphertext: a legacy name already redacted in place by an erasure.
    return ERASED;
  }
}
