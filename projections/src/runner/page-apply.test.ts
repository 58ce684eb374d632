import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '@nsg/platform/db.ts';
import type { EventStore } from '@nsg/platform/event-store/event-store.ts';
import { createPostgresEventStore } from '@nsg/platform/event-store/postgres-event-store.ts';
import { createLogger } from '@nsg/platform/logger.ts';
import { createTestDatabase, type TestDatabase } from '@nsg/platform/testing/test-database.ts';
import { setBasedProjections } from '../all-projections.ts';
import type { ReadModelTables } from '../read-model-tables.ts';
import { writeMixedLog } from '../testing/mixed-log.ts';
import { oneEventAtATime } from './page-apply.ts';
import type { Projection } from './projection.ts';
import { rebuildProjection, rebuildProjections } from './rebuild.ts';

const logger = createLogger('test', 'silent');

let database: TestDatabase;
let store: EventStore;
let db: ReturnType<typeof createDb<ReadModelTables>>;

beforeAll(async () => {
  database = await createTestDatabase();
  store = createPostgresEventStore(database.pool);
  db = createDb<ReadModelTables>(database.pool);
  await writeMixedLog(database.pool, 8_000, { chunk: 700 });
});
afterAll(async () => {
  await store.close();
  await database.drop();
});

async function rebuildAndDump(projection: Projection): Promise<Record<string, string[]>> {
  await rebuildProjection(projection, { db, pool: database.pool, store, logger });
  return dump(projection);
}

async function dump(projection: Projection): Promise<Record<string, string[]>> {
  const tables: Record<string, string[]> = {};
  for (const table of projection.tables) {
    const { rows } = await sql<{ row: string }>`
      select to_jsonb(t)::text as row from ${sql.table(table)} t order by 1`.execute(db);
    tables[table] = rows.map((r) => r.row);
  }
  return tables;
}

describe('set-based page apply', () => {
  const paged = setBasedProjections;

  it.each(paged.map((projection) => [projection.name, projection] as const))(
    '%s: a rebuild by pages leaves the same rows as applying event by event',
    async (_name, projection) => {
      const byPage = await rebuildAndDump(projection);
      const byEvent = await rebuildAndDump(oneEventAtATime(projection));
      expect(Object.values(byPage).some((rows) => rows.length > 0)).toBe(true);
      expect(byPage).toEqual(byEvent);
    },
  );

  it('rebuilds several projections in one pass over the log, parking only the broken one', async () => {
    const alone = await Promise.all(paged.map((projection) => rebuildAndDump(projection)));
    const broken: Projection = {
      name: 'broken_for_test',
      tables: [],
      eventTypes: new Set(['reviews.ReviewApproved']),
      apply: () => Promise.reject(new Error('cannot apply')),
    };
    const reports = await rebuildProjections([...paged, broken], {
      db,
      pool: database.pool,
      store,
      logger,
      batchSize: 900,
    });
    expect(reports.map((report) => report.outcome)).toEqual([...paged.map(() => 'rebuilt'), 'parked']);
    expect(await Promise.all(paged.map((projection) => dump(projection)))).toEqual(alone);
  });

  it('covers the projections that carry most of the log', () => {
    expect(paged.map((p) => p.name).sort()).toEqual(
      ['ad_stats', 'audit', 'eco', 'marketplace', 'reviews', 'surveys', 'traffic_facts'].sort(),
    );
  });
});
