import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import type pg from 'pg';
import { releaseEmailClaim } from '@nsg/command-api/accounts/register-account.ts';
import { createPool, poolTimeoutsOf } from '@nsg/platform/db.ts';
import { loadConfigOrExit } from '@nsg/platform/config.ts';
import type { EventStore } from '@nsg/platform/event-store/event-store.ts';
import { createPostgresEventStore } from '@nsg/platform/event-store/postgres-event-store.ts';
import { readErasureLedger, reapplyErasures } from '@nsg/platform/personal-data/erasure-ledger.ts';
import { createPersonalDataVault } from '@nsg/platform/personal-data/personal-data.ts';
import { migrate } from './prepare-database.ts';
import { emailClaimsOf, restoreBackup, restoreUploads } from './restore-database.ts';

/**
 * `npm run restore -- <dir>`: into a fresh DATABASE_URL, a `npm run backup` directory (the log, keys,
 * settings and push deliveries; the uploaded images into UPLOAD_DIR). Then every erasure of the ledger
 * (ERASURE_LEDGER_DIR) is applied again, those made after the backup included, and the erased
 * accounts' emails are released again.
 * Then `npm run projections -- rebuild all` makes the read models again.
 */
async function applyErasureLedger(pool: pg.Pool, store: EventStore, ledgerDir: string): Promise<number> {
  if (!existsSync(ledgerDir))
    console.warn(
      `No erasure ledger at ${ledgerDir} (ERASURE_LEDGER_DIR): erasures made after the ` +
        'backup cannot be applied again. Point it at the ledger the erasing API instances wrote.',
    );
  const ledger = await readErasureLedger(ledgerDir);
  const erasures = await reapplyErasures({ store, vault: createPersonalDataVault(pool) }, ledger);
  const erasedIds = ledger.flatMap((record) => record.personIds);
  const context = { actor: 'system:restore', correlationId: randomUUID() };
  for (const claim of await emailClaimsOf(pool, erasedIds))
    await releaseEmailClaim({ store }, claim, erasedIds, context);
  return erasures;
}

const [dir] = process.argv.slice(2);
if (!dir) {
  console.error('Usage: npm run restore -- <dir>   (then: npm run projections -- rebuild all)');
  process.exit(2);
}
const config = loadConfigOrExit();
await migrate(config);
const events = await restoreBackup(config.DATABASE_URL, dir);
restoreUploads(dir, config.UPLOAD_DIR);
const pool = createPool(config.DATABASE_URL, 2, poolTimeoutsOf(config));
const store = createPostgresEventStore(pool);
try {
  const erasures = await applyErasureLedger(pool, store, config.ERASURE_LEDGER_DIR);
  console.log(`Restored ${events} events and applied ${erasures} recorded erasure(s) again.`);
  console.log('Now rebuild the read models: npm run projections -- rebuild all');
} finally {
  await store.close();
  await pool.end();
}
