import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { missingAcknowledged } from './support/acknowledged.ts';
import { sleep, startStack, until, type Stack } from './support/stack.ts';
import { loadCatalog, runVisits, visit, type Catalog, type Outcome } from './support/visitors.ts';

let stack: Stack;
let catalog: Catalog;

beforeAll(async () => {
  stack = await startStack();
  await stack.startApi();
  stack.startRunner();
  await stack.settle();
  catalog = await loadCatalog(stack.baseUrl);
});
afterAll(() => stack?.close());

describe('Postgres restarted under load', () => {
  it('answers 503 with Retry-After meanwhile, loses nothing acknowledged, recovers within 10 s', async () => {
    const outcomes: Outcome[] = [];
    let stopLoad = false;
    const load = runVisits({
      baseUrl: stack.baseUrl,
      catalog,
      commands: 100_000,
      concurrency: 8,
      onOutcome: (outcome) => outcomes.push(outcome),
      stop: () => stopLoad,
    });
    // For a failure message: answers by command and status, and the last few refusals.
    const statuses = () => {
      const histogram: Record<string, number> = {};
      for (const { kind, status } of outcomes)
        histogram[`${kind} ${status}`] = (histogram[`${kind} ${status}`] ?? 0) + 1;
      const refusals = outcomes.filter((o) => o.status < 200 || o.status >= 300).slice(-5);
      return `${JSON.stringify(histogram)}\n${JSON.stringify(refusals)}`;
    };
    const count = (status: (s: number) => boolean) => outcomes.filter((o) => status(o.status)).length;
    const ok = (s: number) => s >= 200 && s < 300;

    await until(
      'commands acknowledged before the restart',
      Date.now() + 30_000,
      async () => count(ok) >= 150,
    );
    await stack.postgres.stop();
    const downAt = Date.now();
    await until(
      'commands refused while Postgres is down',
      Date.now() + 30_000,
      async () => count((s) => s === 503) >= 20,
      () => statuses() + stack.api!.output(),
    );
    // A few seconds down, as a real restart: every retry loop goes round more than once.
    await sleep(Math.max(0, downAt + 4000 - Date.now()));
    await stack.postgres.start();
    const backAt = Date.now();
    const limit = backAt + 10_000;

    // The API: healthy again, and a command sent now is acknowledged.
    await until(
      '/api/health answers 200',
      limit,
      async () => (await fetch(`${stack.baseUrl}/api/health`)).ok,
    );
    let probe: Outcome[] = [];
    let probeVisitor = 1_000_000;
    await until('a new command is acknowledged', limit, async () => {
      probe = await visit(stack.baseUrl, catalog, probeVisitor++);
      return probe.length === 3 && probe.every((o) => ok(o.status));
    });
    // The runner: applies what was appended after the restart without being restarted itself.
    await until(
      'the runner applies new events',
      limit,
      async () => (await missingAcknowledged(stack.db, probe)).length === 0,
      () => stack.runner!.output(),
    );

    const acknowledgedBefore = count(ok);
    await until('the load goes on', Date.now() + 30_000, async () => count(ok) >= acknowledgedBefore + 150);
    stopLoad = true;
    await load;
    await stack.settle();

    const unexpected = outcomes.filter((o) => !ok(o.status) && o.status !== 503);
    expect(unexpected).toEqual([]);
    const refused = outcomes.filter((o) => o.status === 503);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.filter((o) => !/^\d+$/.test(o.retryAfter ?? ''))).toEqual([]);
    expect(await missingAcknowledged(stack.db, outcomes)).toEqual([]);
    expect(stack.api!.child.exitCode).toBeNull();
    expect(stack.runner!.child.exitCode).toBeNull();
  });
});
