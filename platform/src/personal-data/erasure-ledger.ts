import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { personErasureDecider, personErasureStreamId } from '@nsg/domain/personal-data/person-erasure.ts';
import type { EventStore } from '../event-store/event-store.ts';
import { handleCommand } from '../event-store/handle-command.ts';
import type { PersonalDataVault } from './personal-data.ts';

/**
 * One erasure as the ledger keeps it: ids and times only, nothing that names the person. The ledger lives
 * outside the database (`ERASURE_LEDGER_DIR`), so a restore of a backup taken before an erasure finds it.
 */
export interface ErasureRecord {
  erasureId: string;
  personIds: string[];
  erasedAt: string;
  /** The log position of the erasure's event, `<commit>-<prepare>`; none for keys shredded as no longer needed. */
  position?: string;
}

const fileOf = (dir: string, erasureId: string) => path.join(dir, `${erasureId}.json`);

/** Writes the record durably, one file per erasure, so instances sharing the directory never collide. */
export async function recordErasure(dir: string, record: ErasureRecord): Promise<void> {
  await mkdir(dir, { recursive: true });
  await writeFile(fileOf(dir, record.erasureId), `${JSON.stringify(record)}\n`, { flush: true });
}

/**
 * Shreds the keys of personal data no longer needed (an ended push subscription's endpoint and keys),
 * recorded in the ledger first, so a restore of a backup taken before shreds them again and sends nothing
 * to an endpoint its owner took back.
 */
export async function shredKeysForGood(
  deps: { vault: PersonalDataVault; ledgerDir: string },
  personIds: string[],
  now: Date,
): Promise<void> {
  await recordErasure(deps.ledgerDir, { erasureId: randomUUID(), personIds, erasedAt: now.toISOString() });
  await deps.vault.erasePersons(personIds);
}

/** Every recorded erasure, oldest first; none when the directory does not exist. */
export async function readErasureLedger(dir: string): Promise<ErasureRecord[]> {
  const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const records = await Promise.all(
    names
      .filter((name) => name.endsWith('.json'))
      .map(async (name) => JSON.parse(await readFile(path.join(dir, name), 'utf8')) as ErasureRecord),
  );
  return records.sort((a, b) => a.erasedAt.localeCompare(b.erasedAt));
}

/**
 * After a restore: each recorded erasure's event goes back in the log (read models then show "[erased]";
 * one the backup already holds appends nothing), and its keys and email links are deleted again.
 */
export async function reapplyErasures(
  deps: { store: EventStore; vault: PersonalDataVault },
  records: readonly ErasureRecord[],
): Promise<number> {
  const context = { actor: 'system:restore', correlationId: randomUUID() };
  for (const record of records) {
    const command = {
      kind: 'ErasePerson' as const,
      erasureId: record.erasureId,
      personIds: record.personIds,
      now: new Date(record.erasedAt),
    };
    await handleCommand(
      deps.store,
      personErasureDecider,
      personErasureStreamId(record.erasureId),
      command,
      context,
    );
    await deps.vault.erasePersons(record.personIds);
  }
  return records.length;
}
