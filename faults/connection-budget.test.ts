import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@nsg/platform/config.ts';
import { APPLICATION_NAMES, connectionsOf, type ProcessKind } from '@nsg/platform/connection-budget.ts';
import { startStack, type Stack } from './support/stack.ts';
import { loadCatalog, runVisits } from './support/visitors.ts';

/** Each process, under load, opens no more Postgres connections than the budget counts for it. */
let stack: Stack;
const kinds = Object.keys(APPLICATION_NAMES) as ProcessKind[];

beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.close());

/** Connections now open per process kind, told apart by their application_name. */
async function openConnections(): Promise<Record<ProcessKind, number>> {
  const { rows } = await stack.pool.query<{ application_name: string }>(
    'select application_name from pg_stat_activity where datname = current_database()',
  );
  const count = (kind: ProcessKind) =>
    rows.filter((row) => row.application_name.startsWith(APPLICATION_NAMES[kind])).length;
  return { api: count('api'), projections: count('projections'), workers: count('workers') };
}

describe('the connection budget', () => {
  it('holds for the API, the projection runner and the workers under load', async () => {
    await stack.startApi();
    stack.startRunner();
    stack.startWorkers();
    await stack.settle();
    const catalog = await loadCatalog(stack.baseUrl);
    const most: Record<ProcessKind, number> = { api: 0, projections: 0, workers: 0 };
    let loaded = false;
    const sampling = (async () => {
      while (!loaded) {
        const open = await openConnections();
        for (const kind of kinds) most[kind] = Math.max(most[kind], open[kind]);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    })();
    try {
      const outcomes = await runVisits({
        baseUrl: stack.baseUrl,
        catalog,
        commands: 900,
        concurrency: 40,
      });
      expect(outcomes.filter((o) => o.status >= 300)).toEqual([]);
      await stack.settle();
    } finally {
      loaded = true;
      await sampling;
    }
    const config = loadConfig(stack.env);
    const budget = Object.fromEntries(kinds.map((kind) => [kind, connectionsOf(config, kind)]));
    console.log('connections at most', most, 'budget', budget);
    for (const kind of kinds) {
      // Each process was seen with its connections, and never with more than its share.
      expect(most[kind]).toBeGreaterThan(0);
      expect(most[kind]).toBeLessThanOrEqual(budget[kind]!);
    }
  });
});
