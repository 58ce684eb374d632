import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { createPool } from '@nsg/platform/db.ts';
import { createPostgresEventStore } from '@nsg/platform/event-store/postgres-event-store.ts';
import {
  sendCommand,
  type CommandKind,
  type CommandOutcome,
  type CommandTargets,
} from './support/commands.ts';
import { fixed, percentile, sleep, whole } from './support/stats.ts';
import { cpuPer, cpuSnapshot, type CpuParts } from './support/cpu.ts';
import { startStack, type Stack } from './support/stack.ts';

/**
 * Commands against the real API and projection runner (two processes, production mode): a mixed,
 * open-loop schedule at 200 commands/s with the projection lag of each accepted command (answer →
 * its row visible in the read model, polled every 10 ms), then a closed-loop burst for the most
 * commands/s beside bare event-store appends from the same number of workers.
 */
const rate = 200;
const seconds = 10;
const lagPollMs = 10;
const lagDeadlineMs = 30_000;
const burstWorkers = 16;
const burstSeconds = 5;
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
    const burst = await burstRun(targets, stack);
    const jsonBurst = await burstRun(targets, stack, jsonMix);
    const baseline = await appendBaseline(databaseUrl, stack);
    return report(paced, burst, jsonBurst, baseline);
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

async function burstRun(targets: CommandTargets, stack: Stack, kinds = mix) {
  const pids = { api: stack.apiPid, runner: stack.runnerPid };
  const cpuBefore = cpuSnapshot(pids);
  const deadline = performance.now() + burstSeconds * 1000;
  const started = performance.now();
  let accepted = 0;
  let failed = 0;
  await Promise.all(
    Array.from({ length: burstWorkers }, async () => {
      let last: CommandOutcome | undefined;
      while (performance.now() < deadline) {
        const kind = pickKind(++visitors, last !== undefined, kinds);
        const outcome = await sendCommand(
          targets,
          kind,
          visitors,
          kind === 'eco complete' ? last : undefined,
        );
        last = kind === 'eco start' && outcome.status < 300 ? outcome : undefined;
        if (outcome.status < 300) accepted++;
        else failed++;
      }
    }),
  );
  return {
    perSecond: accepted / ((performance.now() - started) / 1000),
    failed,
    cpu: cpuPer(cpuBefore, cpuSnapshot(pids), accepted),
  };
}

/** The same number of workers appending one event to a new stream each, straight to the store. */
async function appendBaseline(databaseUrl: string, stack: Stack) {
  const pool = createPool(databaseUrl, burstWorkers);
  const store = createPostgresEventStore(pool);
  const pids = { api: stack.apiPid, runner: stack.runnerPid };
  try {
    const cpuBefore = cpuSnapshot(pids);
    const deadline = performance.now() + burstSeconds * 1000;
    const started = performance.now();
    let appended = 0;
    await Promise.all(
      Array.from({ length: burstWorkers }, async () => {
        while (performance.now() < deadline) {
          const id = randomUUID();
          await store.append(
            `bench-${id}`,
            [
              {
                eventId: randomUUID(),
                type: 'bench.CommandAccepted',
                data: { id, title: 'Morning session', rating: 5 },
                metadata: { actor: 'visitor:bench', correlationId: id, schemaVersion: 1 },
              },
            ],
            { expectedRevision: 'no_stream' },
          );
          appended++;
        }
      }),
    );
    return {
      perSecond: appended / ((performance.now() - started) / 1000),
      cpu: cpuPer(cpuBefore, cpuSnapshot(pids), appended),
    };
  } finally {
    await store.close();
    await pool.end();
  }
}

function report(
  paced: Awaited<ReturnType<typeof pacedRun>>,
  burst: Awaited<ReturnType<typeof burstRun>>,
  jsonBurst: Awaited<ReturnType<typeof burstRun>>,
  baseline: Awaited<ReturnType<typeof appendBaseline>>,
): string {
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
    '| closed loop, 16 workers, 5 s | commands/s | vs bare appends |',
    '| --- | ---: | ---: |',
    `| mixed commands through the API | ${whole(burst.perSecond)} | ${fixed(burst.perSecond / baseline.perSecond, 2)}× |`,
    `| JSON commands only (reviews, eco starts) | ${whole(jsonBurst.perSecond)} | ${fixed(jsonBurst.perSecond / baseline.perSecond, 2)}× |`,
    `| baseline: one-event appends to new streams, straight to the event store | ${whole(baseline.perSecond)} | 1.00× |`,
    '',
    'CPU per accepted command (per append for the baseline), µs, from /proc over each burst; the load generator is this process:',
    '',
    '| closed loop | API | runner | Postgres | Redis | load generator | total |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    cpuRow('mixed commands', burst.cpu),
    cpuRow('JSON commands', jsonBurst.cpu),
    cpuRow('bare appends', baseline.cpu),
  ].join('\n');
}

function cpuRow(label: string, cpu: CpuParts): string {
  const total = cpu.api + cpu.runner + cpu.postgres + cpu.redis + cpu.client;
  const parts = [cpu.api, cpu.runner, cpu.postgres, cpu.redis, cpu.client, total].map((us) => whole(us));
  return `| ${label} | ${parts.join(' | ')} |`;
}
