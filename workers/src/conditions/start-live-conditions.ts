import type { Redis } from 'ioredis';
import type pg from 'pg';
import { parseAllowlist } from '@nsg/domain/notifications/push-endpoint.ts';
import type { Config } from '@nsg/platform/config.ts';
import { createDb } from '@nsg/platform/db.ts';
import { createEventStore } from '@nsg/platform/event-store/create-event-store.ts';
import type { Logger } from '@nsg/platform/logger.ts';
import { createPersonalDataVault } from '@nsg/platform/personal-data/personal-data.ts';
import { vapidKeys } from '@nsg/platform/web-push/vapid-keys.ts';
import type { ReadModelTables } from '@nsg/projections/read-model-tables.ts';
import { startPush } from '../push/push-jobs.ts';
import { startConditions } from './conditions-jobs.ts';

/** Conditions fetching and the push alerts that follow each new observation. */
export async function startLiveConditions(
  config: Config,
  pool: pg.Pool,
  connection: Redis,
  logger: Logger,
  prefix = 'nsg',
) {
  const db = createDb<ReadModelTables>(pool);
  const store = createEventStore(config, pool);
  const push = await startPush(
    {
      db,
      store,
      vault: createPersonalDataVault(pool),
      erasureLedgerDir: config.ERASURE_LEDGER_DIR,
      logger,
      vapid: await vapidKeys(pool, config),
      allowlist: parseAllowlist(config.PUSH_ENDPOINT_ALLOWLIST),
      maxAgeMinutes: config.CONDITIONS_MAX_AGE_MINUTES,
    },
    connection,
    prefix,
  );
  const conditions = await startConditions(
    { db, store, config, logger, onConditionsChanged: () => push.requestEvaluation() },
    connection,
    prefix,
  );
  return {
    queue: conditions.queue,
    conditions,
    push,
    async close() {
      await conditions.close();
      await push.close();
      await store.close();
    },
  };
}
