import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { missingAcknowledged } from './support/acknowledged.ts';
import { readModelSnapshot, rebuildAll, rowCounts } from './support/read-models.ts';
import { startStack, type Stack } from './support/stack.ts';
import { loadCatalog, runVisits, type Outcome } from './support/visitors.ts';

const COMMANDS = 10_000;
const KILLS = 8;

let stack: Stack;

beforeAll(async () => {
  stack = await startStack();
  await stack.startApi();
  stack.startRunner();
  await stack.settle();
});
afterAll(() => stack?.close());

/** A small seeded generator, so a failing run can be repeated with FAULT_SEED. */
function random(seed: number) {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };
}

describe('SIGKILL of the runner and the API during a 10,000-command run', () => {
  it('leaves every read model equal to a rebuild from the log', async () => {
    const seed = Number(process.env.FAULT_SEED ?? Date.now() % 1_000_000);
    const next = random(seed);
    // Kill points: after how many answered commands; the runner and the API take turns.
    const first = next() < 0.5 ? 0 : 1;
    const plan = Array.from({ length: KILLS }, () => Math.floor(500 + next() * (COMMANDS - 1000)))
      .sort((a, b) => a - b)
      .map((after, i) => ({ after, target: (i + first) % 2 === 0 ? ('runner' as const) : ('api' as const) }));
    const context = `seed ${seed}, kills ${JSON.stringify(plan)}`;

    const outcomes: Outcome[] = [];
    let chaos = Promise.resolve();
    const load = runVisits({
      baseUrl: stack.baseUrl,
      catalog: await loadCatalog(stack.baseUrl),
      commands: COMMANDS,
      concurrency: 12,
      onOutcome(outcome) {
        outcomes.push(outcome);
        while (plan[0] && outcomes.length >= plan[0].after) {
          const { target } = plan.shift()!;
          chaos = chaos.then(async () => {
            if (target === 'runner') {
              await stack.runner!.kill('SIGKILL');
              stack.startRunner();
            } else {
              await stack.api!.kill('SIGKILL');
              await stack.startApi();
            }
          });
        }
      },
    });
    await load;
    await chaos;
    expect(plan, 'every kill point was reached').toEqual([]);
    await stack.settle(120_000);

    const unexpected = outcomes.filter((o) => o.status !== 0 && (o.status < 200 || o.status >= 300));
    expect(unexpected, context).toEqual([]);
    expect(outcomes.length).toBeGreaterThanOrEqual(COMMANDS);
    expect(await missingAcknowledged(stack.db, outcomes), context).toEqual([]);

    const live = await readModelSnapshot(stack.db);
    await stack.runner!.kill('SIGTERM');
    await rebuildAll(stack);
    const rebuilt = await readModelSnapshot(stack.db);
    expect(rowCounts(rebuilt), context).toEqual(rowCounts(live));
    expect(rebuilt, context).toEqual(live);
  });
});
