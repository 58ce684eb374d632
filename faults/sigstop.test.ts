import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allProjections } from '@nsg/projections/all-projections.ts';
import { readCheckpoints } from '@nsg/projections/runner/checkpoints.ts';
import { missingAcknowledged } from './support/acknowledged.ts';
import { readModelSnapshot, rebuildAll, rowCounts } from './support/read-models.ts';
import { sleep, startStack, until, type NodeProcess, type Stack } from './support/stack.ts';
import { loadCatalog, runVisits, type Outcome } from './support/visitors.ts';

const COMMANDS = 4_000;
const STOP_AFTER = 1_000;
const RESUME_AFTER = 2_500;
/** What the issue asks of a takeover from a hung owner. */
const TAKEOVER_BOUND_MS = 15_000;

let stack: Stack;
const runners: NodeProcess[] = [];

beforeAll(async () => {
  stack = await startStack();
  await stack.startApi();
});
afterAll(async () => {
  for (const runner of runners) {
    runner.child.kill('SIGCONT');
    await runner.kill('SIGKILL');
  }
  await stack?.close();
});

const names = allProjections.map((projection) => projection.name);

/** The process id in each projection's lease owner (host:pid:runner), by projection. */
async function leaseOwners(): Promise<Map<string, number>> {
  const { rows } = await stack.pool.query<{ name: string; owner: string }>(
    'select name, owner from projection_leases where expires_at > now()',
  );
  return new Map(rows.map((row) => [row.name, Number(row.owner.split(':')[1])]));
}
const allOwnedBy = async (runner: NodeProcess) => {
  const owners = await leaseOwners();
  return names.every((name) => owners.get(name) === runner.child.pid);
};

/** Samples every checkpoint until stopped; notes each one that moved back. */
function watchCheckpoints() {
  const last = new Map<string, bigint>();
  const wentBack: string[] = [];
  let watching = true;
  const done = (async () => {
    while (watching) {
      for (const [name, checkpoint] of await readCheckpoints(stack.db)) {
        const before = last.get(name) ?? 0n;
        if (checkpoint.globalPosition < before)
          wentBack.push(`${name}: ${before} → ${checkpoint.globalPosition}`);
        last.set(name, checkpoint.globalPosition);
      }
      await sleep(100);
    }
  })();
  return {
    async stop() {
      watching = false;
      await done;
      return wentBack;
    },
  };
}

describe('SIGSTOP of the runner that owns the projections, under load', () => {
  it('hands every projection to the standby within 15 s; resumed, the old owner writes nothing', async () => {
    const owner = stack.startRunner();
    runners.push(owner);
    await stack.settle();
    await until('the first runner owns every projection', Date.now() + 30_000, () => allOwnedBy(owner));
    const standby = stack.startRunner();
    runners.push(standby);
    const checkpoints = watchCheckpoints();

    const outcomes: Outcome[] = [];
    let chaos = Promise.resolve();
    const measured = { takeoverMs: 0, caughtUpMs: 0 };
    const load = runVisits({
      baseUrl: stack.baseUrl,
      catalog: await loadCatalog(stack.baseUrl),
      commands: COMMANDS,
      concurrency: 8,
      onOutcome(outcome) {
        outcomes.push(outcome);
        if (outcomes.length === STOP_AFTER) {
          chaos = chaos.then(() => stopOwner());
          chaos.catch(() => {}); // Reported where it is awaited, after the load.
        }
        if (outcomes.length === RESUME_AFTER) chaos = chaos.then(() => void owner.child.kill('SIGCONT'));
      },
    });
    async function stopOwner() {
      owner.child.kill('SIGSTOP');
      const stoppedAt = Date.now();
      const headAtStop = (await stack.store.headPosition())!.globalPosition;
      await until('the standby owns every projection', stoppedAt + TAKEOVER_BOUND_MS, () =>
        allOwnedBy(standby),
      );
      measured.takeoverMs = Date.now() - stoppedAt;
      await until(
        'every projection applies what the hung owner left',
        stoppedAt + 2 * TAKEOVER_BOUND_MS,
        async () =>
          [...(await readCheckpoints(stack.db)).values()].every(
            (checkpoint) => !names.includes(checkpoint.name) || checkpoint.globalPosition >= headAtStop,
          ),
      );
      measured.caughtUpMs = Date.now() - stoppedAt;
    }
    await load;
    await chaos;
    await stack.settle(120_000);
    console.info(`takeover ${measured.takeoverMs} ms, caught up ${measured.caughtUpMs} ms after SIGSTOP`);

    expect(measured.takeoverMs).toBeGreaterThan(0);
    expect(measured.takeoverMs).toBeLessThanOrEqual(TAKEOVER_BOUND_MS);
    // Resumed, the old owner finds out at its next heartbeat (every ~3 s), even with nothing left to apply.
    await until('the resumed owner finds its lease lost', Date.now() + 10_000, async () =>
      owner.output().includes('projection lease lost, back to standby'),
    );
    expect(await allOwnedBy(standby)).toBe(true);
    expect(await checkpoints.stop()).toEqual([]);
    const unexpected = outcomes.filter((o) => o.status < 200 || o.status >= 300);
    expect(unexpected).toEqual([]);
    expect(await missingAcknowledged(stack.db, outcomes)).toEqual([]);

    // Counters are increments: a page applied twice, by the old owner after the new one, would show here.
    const live = await readModelSnapshot(stack.db);
    await Promise.all([owner.kill('SIGTERM'), standby.kill('SIGTERM')]);
    await rebuildAll(stack);
    const rebuilt = await readModelSnapshot(stack.db);
    expect(rowCounts(rebuilt)).toEqual(rowCounts(live));
    expect(rebuilt).toEqual(live);
  });
});
