import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, createPool } from '@nsg/platform/db.ts';
import { createPostgresEventStore } from '@nsg/platform/event-store/postgres-event-store.ts';
import { toNewEvents } from '@nsg/platform/event-store/new-events.ts';
import type { ReadModelTables } from '@nsg/projections/read-model-tables.ts';
import { readModelSnapshot, rebuildAll, rowCounts } from './support/read-models.ts';
import { startPrivatePostgres, type PrivatePostgres } from './support/private-services.ts';
import { runNode, startStack, type Stack } from './support/stack.ts';
import { loadCatalog, runVisits } from './support/visitors.ts';

let stack: Stack;
let spare: PrivatePostgres;
const dir = mkdtempSync(path.join(tmpdir(), 'nsg-fault-backup-'));

beforeAll(async () => {
  stack = await startStack();
  // A second server, freshly made: the disaster case, where the backup is all that is left.
  spare = await startPrivatePostgres();
});
afterAll(async () => {
  await stack?.close();
  await spare?.destroy();
  rmSync(dir, { recursive: true, force: true });
});

describe('backup and restore', () => {
  it('restores the event store into a fresh database and rebuilds every read model equal', async () => {
    await stack.startApi();
    stack.startRunner();
    await stack.settle();
    const outcomes = await runVisits({
      baseUrl: stack.baseUrl,
      catalog: await loadCatalog(stack.baseUrl),
      commands: 600,
      concurrency: 8,
    });
    expect(outcomes.filter((o) => o.status >= 300)).toEqual([]);
    // A review that left an email: after a restore, erasing that email must still find the person.
    const emailed = await fetch(`${stack.baseUrl}/api/reviews`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.99.0.1' },
      body: JSON.stringify({
        type: 'beach',
        targetId: 1,
        title: 'Lovely morning',
        content: 'Calm water early on.',
        rating: 5,
        authorName: 'Kainoa',
        authorEmail: 'erase-me@example.com',
      }),
    });
    expect(emailed.status).toBe(201);
    await stack.settle();
    const live = await readModelSnapshot(stack.db);

    const file = path.join(dir, 'north-shore-guide-backup');
    // With the log in EventStoreDB a Postgres dump would hold no events: the backup refuses and says why.
    await expect(
      runNode('scripts/backup.ts', [file], {
        ...stack.env,
        EVENT_STORE: 'eventstoredb',
        ESDB_URL: 'esdb://127.0.0.1:1?tls=false',
      }),
    ).rejects.toThrow(/The event log is in EventStoreDB/);
    await runNode('scripts/backup.ts', [file], stack.env);

    const restoredEnv = { ...stack.env, DATABASE_URL: spare.url('north_shore_guide_restored') };
    await runNode('scripts/restore.ts', [file], restoredEnv);
    await rebuildAll({ ...stack, env: restoredEnv });

    const pool = createPool(restoredEnv.DATABASE_URL!, 2);
    const db = createDb<ReadModelTables>(pool);
    try {
      const restored = await readModelSnapshot(db);
      expect(rowCounts(restored)).toEqual(rowCounts(live));
      expect(restored).toEqual(live);
      const acknowledged = (kind: string) => outcomes.filter((o) => o.kind === kind).length;
      expect(rowCounts(live)).toMatchObject({
        eco_user_challenges: acknowledged('eco start'),
        reviews: acknowledged('review') + 1,
      });

      // The restored log goes on: a new event lands after every restored one and is read back.
      const store = createPostgresEventStore(pool);
      const head = (await store.headPosition())!;
      const appended = await store.append(
        'fault-test-after-restore',
        toNewEvents(
          [{ type: 'test.AfterRestore', data: {} }],
          { actor: 'system:fault-test', correlationId: crypto.randomUUID() },
          'fault-test-after-restore',
        ),
        { expectedRevision: 'no_stream' },
      );
      expect(appended.globalPosition).toBeGreaterThan(head.globalPosition);
      const [after] = await store.readAll({ from: head.logPosition, limit: 10 });
      expect(after?.type).toBe('test.AfterRestore');
      await store.close();

      // Erasure by email works on the restored database: the email-to-person links came with the backup.
      const erased = await runNode(
        'command-api/src/accounts/admin-cli.ts',
        ['erase-person', 'erase-me@example.com'],
        restoredEnv,
      );
      expect(erased).toContain('Erased the personal data of 1 record(s)');
    } finally {
      await db.destroy();
    }
  });
});
