import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';
import { createPool } from '@nsg/platform/db.ts';
import { createPostgresEventStore } from '@nsg/platform/event-store/postgres-event-store.ts';
import type { EventStore } from '@nsg/platform/event-store/event-store.ts';
import {
  commandRequest,
  sendCommand,
  type CommandRequest,
  type CommandKind,
  type CommandOutcome,
  type CommandTargets,
} from './support/commands.ts';
import { fixed, percentile, sleep, whole } from './support/stats.ts';
import { addCpu, cpuBetween, cpuPer, cpuSnapshot, type CpuParts } from './support/cpu.ts';
import { appendToNewStream } from './support/bench-append.ts';
import { startBareServer, startStack, type BareServer, type Stack } from './support/stack.ts';

/**
 * Commands against the real API and projection runner (two processes, production mode): a mixed,
 * open-loop schedule at 200 commands/s with the projection lag of each accepted command (answer →
 * its row visible in the read model, polled every 10 ms), then a closed-loop burst for the most
 * commands/s beside bare event-store appends from the same number of workers (kept-alive connections
 * through the API, pooled connections to the store).
 */
const rate = 200;
const seconds = 10;
const lagPollMs = 10;
const lagDeadlineMs = 30_000;
const burstWorkers = 16;
const burstSeconds = 3;
const burstRounds = 3;
// No eco completions: by the fair-play rule a challenge completes at the earliest 8 minutes after its
// start, longer than the bench runs.
const mix: [CommandKind, number][] = [
  ['review', 0.35],
  ['eco start', 0.4],
  ['listing', 0.25],
];
/** The JSON commands alone (no multipart listing with its photo handling), in the same proportions. */
const jsonMix: [CommandKind, number][] = [
  ['review', 0.35 / 0.75],
  ['eco start', 0.4 / 0.75],
];

export async function runCommandBench(databaseUrl: string): Promise<string> {
  const stack = await startStack(databaseUrl);
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  try {
    const targets = await commandTargets(pool, stack.url);
    const paced = await pacedRun(targets, pool);
    const bare = await startBareServer(databaseUrl);
    try {
      return report(paced, await closedLoopRounds(databaseUrl, targets, { stack, bare }, pool));
    } finally {
      await bare.stop();
    }
  } finally {
    await pool.end();
    await stack.stop();
  }
}

export async function commandTargets(pool: pg.Pool, url: string): Promise<CommandTargets> {
  const ids = async (table: string) =>
    (await pool.query<{ id: number }>(`select id from ${table} order by id`)).rows.map((row) => row.id);
  return { url, beachIds: await ids('beaches'), challengeIds: await ids('eco_challenges') };
}

/**
 * Waits for the projections to catch up with the log, then a moment more: a burst's CPU figures must
 * not carry the runner's (or the API's) work left over from the run before it.
 */
export async function settled(pool: pg.Pool): Promise<void> {
  const deadline = performance.now() + 60_000;
  for (;;) {
    const { rows } = await pool.query<{ behind: boolean }>(
      `select (select max(global_position) from events) >
              (select min(global_position) from projection_checkpoints where parked_position is null) as behind`,
    );
    if (!rows[0]?.behind || performance.now() > deadline) break;
    await sleep(100);
  }
  await sleep(1_000);
}

interface Accepted extends CommandOutcome {
  lagMs?: number;
}

let visitors = 0;

function pickKind(n: number, canComplete: boolean, kinds = mix): CommandKind {
  // A low-discrepancy sequence: the mix holds in every stretch of the schedule, not just on average.
  let x = (n * 0.6180339887) % 1;
  for (const [kind, weight] of kinds) {
    if ((x -= weight) < 0) return kind === 'eco complete' && !canComplete ? 'eco start' : kind;
  }
  return 'review';
}

async function pacedRun(targets: CommandTargets, pool: pg.Pool) {
  const total = rate * seconds;
  const outcomes: Accepted[] = [];
  const startedChallenges: CommandOutcome[] = [];
  const lag = lagTracker(pool);
  const inFlight: Promise<void>[] = [];
  const started = performance.now();
  for (let i = 0; i < total; i++) {
    const due = started + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    const kind = pickKind(i, startedChallenges.length > 0);
    const from = kind === 'eco complete' ? startedChallenges.shift() : undefined;
    inFlight.push(
      sendCommand(targets, kind, ++visitors, from).then(
        (outcome) => {
          outcomes.push(outcome);
          if (outcome.status < 300 && outcome.id) {
            lag.watch(outcome);
            if (kind === 'eco start') startedChallenges.push(outcome);
          }
        },
        (error: unknown) => {
          outcomes.push({ kind, visitor: 0, status: 0, id: String(error), sentAt: due, answeredAt: due });
        },
      ),
    );
  }
  await Promise.all(inFlight);
  const sendingMs = performance.now() - started;
  await lag.settle();
  return { outcomes, sendingMs, total, unresolved: lag.unresolved() };
}

/** Polls the read model for accepted commands' rows and records when each first shows. */
function lagTracker(pool: pg.Pool) {
  const checks: Record<CommandKind, string> = {
    review: 'select id::text from reviews where id = any($1::uuid[])',
    listing: 'select id::text from listings where id = any($1::uuid[])',
    'eco start': 'select id::text from eco_user_challenges where id = any($1::uuid[])',
    'eco complete': `select id::text from eco_user_challenges where id = any($1::uuid[]) and status = 'completed'`,
  };
  const pending = new Map<CommandKind, Map<string, Accepted>>(
    Object.keys(checks).map((kind) => [kind as CommandKind, new Map()]),
  );
  let stopAt: number | null = null;
  const loop = (async () => {
    while (stopAt === null || performance.now() < stopAt + lagDeadlineMs) {
      const polledAt = performance.now();
      for (const [kind, waiting] of pending) {
        if (waiting.size === 0) continue;
        const { rows } = await pool.query<{ id: string }>(checks[kind], [[...waiting.keys()]]);
        for (const { id } of rows) {
          const outcome = waiting.get(id)!;
          outcome.lagMs = Math.max(0, polledAt - outcome.answeredAt);
          waiting.delete(id);
        }
      }
      if (stopAt !== null && [...pending.values()].every((waiting) => waiting.size === 0)) return;
      await sleep(lagPollMs);
    }
  })();
  return {
    watch(outcome: Accepted) {
      pending.get(outcome.kind)!.set(outcome.id!, outcome);
    },
    async settle() {
      stopAt = performance.now();
      await loop;
    },
    unresolved: () => [...pending.values()].reduce((sum, waiting) => sum + waiting.size, 0),
  };
}

/** What a closed-loop side did over its rounds: operations done and refused, time, and CPU spent. */
interface Side {
  done: number;
  failed: number;
  ms: number;
  cpu: CpuParts;
}

const noWork = (): Side => ({
  done: 0,
  failed: 0,
  ms: 0,
  cpu: { api: 0, runner: 0, postgres: 0, redis: 0, client: 0 },
});

/**
 * The closed-loop sides in turns (bare appends, the bare append route, JSON commands, mixed commands), each
 * round after the stack has settled: a machine that speeds up or slows down over the run moves every side
 * alike. On the bare route's side the API's CPU column is the bare server's.
 */
async function closedLoopRounds(
  databaseUrl: string,
  targets: CommandTargets,
  { stack, bare }: { stack: Stack; bare: BareServer },
  pool: pg.Pool,
) {
  const apiPids = { api: stack.apiPid, runner: stack.runnerPid };
  const barePids = { api: bare.pid, runner: stack.runnerPid };
  const storePool = createPool(databaseUrl, burstWorkers);
  const store = createPostgresEventStore(storePool);
  const sides = { baseline: noWork(), bareRoute: noWork(), json: noWork(), mixed: noWork() };
  try {
    for (let round = 0; round < burstRounds; round++) {
      const runs: [Side, typeof apiPids, () => Promise<void>][] = [
        [sides.baseline, apiPids, () => closedLoop(() => appendOne(store), sides.baseline)],
        [
          sides.bareRoute,
          barePids,
          () => closedLoopOverHttp(bare.url, bareAppendRequest(targets), sides.bareRoute),
        ],
        [
          sides.json,
          apiPids,
          () => closedLoopOverHttp(targets.url, commandRequests(targets, jsonMix), sides.json),
        ],
        [
          sides.mixed,
          apiPids,
          () => closedLoopOverHttp(targets.url, commandRequests(targets, mix), sides.mixed),
        ],
      ];
      for (const [side, pids, run] of runs) {
        await settled(pool);
        const before = cpuSnapshot(pids);
        const started = performance.now();
        await run();
        side.ms += performance.now() - started;
        side.cpu = addCpu(side.cpu, cpuBetween(before, cpuSnapshot(pids)));
      }
    }
  } finally {
    await store.close();
    await storePool.end();
  }
  return sides;
}

/** The baseline's workers: each appends again as soon as its last append is done (a failure throws). */
async function closedLoop(operation: () => Promise<void>, side: Side): Promise<void> {
  const deadline = performance.now() + burstSeconds * 1000;
  await Promise.all(
    Array.from({ length: burstWorkers }, async () => {
      while (performance.now() < deadline) {
        await operation();
        side.done++;
      }
    }),
  );
}

type NextRequest = () => Pick<CommandRequest, 'method' | 'path' | 'headers' | 'body'>;

/** Commands of the mix through the API, each from a new visitor. */
const commandRequests =
  (targets: CommandTargets, kinds: [CommandKind, number][]): NextRequest =>
  () => {
    const n = ++visitors;
    return commandRequest(targets, pickKind(n, false, kinds), n);
  };

/** A review's JSON, as the API is sent it, to the bare route that only appends it. */
const bareAppendRequest =
  (targets: CommandTargets): NextRequest =>
  () => {
    const n = ++visitors;
    const { headers, body } = commandRequest(targets, 'review', n);
    return { method: 'POST', path: '/bench/append', headers, body };
  };

/**
 * Requests on `burstWorkers` kept-alive connections that each send the next as soon as the last one is
 * answered. autocannon sends them: it costs the two cores it shares with the system measured less CPU per
 * request than Node's HTTP client.
 */
async function closedLoopOverHttp(url: string, next: NextRequest, side: Side): Promise<void> {
  const result = await autocannon({
    url,
    connections: burstWorkers,
    duration: burstSeconds,
    requests: [
      {
        setupRequest: (request) => {
          const { method, path, headers, body } = next();
          return { ...request, method, path, headers, body };
        },
      },
    ],
  });
  side.done += result['2xx'];
  side.failed += result.non2xx + result.errors + result.timeouts;
}

/** The baseline's operation: one event appended to a new stream, straight to the store. */
async function appendOne(store: EventStore): Promise<void> {
  const id = randomUUID();
  await appendToNewStream(store, { id, title: 'Morning session', rating: 5 }, id);
}

function report(
  paced: Awaited<ReturnType<typeof pacedRun>>,
  closed: Awaited<ReturnType<typeof closedLoopRounds>>,
): string {
  const perSecond = (side: Side) => side.done / (side.ms / 1000);
  const versus = (side: Side) => fixed(perSecond(side) / perSecond(closed.baseline), 2);
  const refusals = (side: Side) => (side.failed > 0 ? ` (${side.failed} refused)` : '');
  const kinds: (CommandKind | 'all')[] = [...mix.map(([kind]) => kind), 'all'];
  const rows = kinds.map((kind) => {
    const of = paced.outcomes.filter((o) => kind === 'all' || o.kind === kind);
    const ok = of.filter((o) => o.status > 0 && o.status < 300);
    const answer = ok.map((o) => o.answeredAt - o.sentAt);
    const lags = ok.flatMap((o: Accepted) => (o.lagMs === undefined ? [] : [o.lagMs]));
    const ms = (values: number[], p: number) => fixed(percentile(values, p), 0);
    return `| ${kind} | ${of.length} | ${ok.length} | ${ms(answer, 50)} / ${ms(answer, 99)} | ${ms(lags, 50)} / ${ms(lags, 95)} / ${ms(lags, 99)} |`;
  });
  const refused = paced.outcomes.filter((o) => o.status === 0 || o.status >= 300);
  const statuses = [...new Set(refused.map((o) => o.status))].join(', ');
  return [
    `### Command side: ${rate} mixed commands/s for ${seconds} s, API and projection runner in two processes`,
    '',
    '| command | sent | accepted | answer p50 / p99 ms | projection lag p50 / p95 / p99 ms |',
    '| --- | ---: | ---: | ---: | ---: |',
    ...rows,
    '',
    `Sent ${paced.total} commands in ${fixed(paced.sendingMs / 1000)} s (${whole(paced.total / (paced.sendingMs / 1000))}/s ` +
      `including the last answers)${refused.length > 0 ? `; ${refused.length} not accepted (status ${statuses})` : ''}` +
      `${paced.unresolved > 0 ? `; ${paced.unresolved} accepted commands never showed within ${lagDeadlineMs / 1000} s` : ''}. ` +
      'Lag: from the accepted answer to the first poll (every ' +
      `${lagPollMs} ms, one query per read model) that sees the row; an upper bound by up to one poll. ` +
      'Mix: 35 % review submissions, 40 % eco challenge starts, 25 % listing ' +
      'creations (multipart); each from a visitor address of its own, as the production proxy forwards it.',
    '',
    `| closed loop, ${burstWorkers} workers, ${burstRounds} rounds of ${burstSeconds} s in turns | commands/s | vs bare appends |`,
    '| --- | ---: | ---: |',
    `| mixed commands through the API | ${whole(perSecond(closed.mixed))}${refusals(closed.mixed)} | ${versus(closed.mixed)}× |`,
    `| JSON commands only (reviews, eco starts) | ${whole(perSecond(closed.json))}${refusals(closed.json)} | ${versus(closed.json)}× |`,
    `| reviews' JSON to a bare Fastify route that only appends it (no hooks, validation, cookies, rate limit or read models) | ${whole(perSecond(closed.bareRoute))}${refusals(closed.bareRoute)} | ${versus(closed.bareRoute)}× |`,
    `| baseline: one-event appends to new streams, straight to the event store | ${whole(perSecond(closed.baseline))} | 1.00× |`,
    '',
    'CPU per accepted command (per append for the baseline), µs, from /proc over the rounds; the load generator is this ' +
      'process (autocannon for the commands, the event store client for the baseline); for the bare route the ' +
      'API column is the bare Fastify process:',
    '',
    '| closed loop | API | runner | Postgres | Redis | load generator | total |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    cpuRow('mixed commands', closed.mixed),
    cpuRow('JSON commands', closed.json),
    cpuRow('bare append route', closed.bareRoute),
    cpuRow('bare appends', closed.baseline),
  ].join('\n');
}

function cpuRow(label: string, side: Side): string {
  const cpu = cpuPer(side.cpu, side.done);
  const total = cpu.api + cpu.runner + cpu.postgres + cpu.redis + cpu.client;
  const parts = [cpu.api, cpu.runner, cpu.postgres, cpu.redis, cpu.client, total].map((us) => whole(us));
  return `| ${label} | ${parts.join(' | ')} |`;
}
