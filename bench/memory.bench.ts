import { readFileSync } from 'node:fs';
import pg from 'pg';
import { commandTargets } from './command.bench.ts';
import { sendCommand, type CommandKind } from './support/commands.ts';
import { fixed, sleep, whole } from './support/stats.ts';
import { startStack } from './support/stack.ts';

/**
 * Opt-in (`npm run bench -- --memory`): the API process's resident memory under steady mixed load
 * (commands and queries) for 10 minutes (BENCH_MEMORY_MINUTES to change), its 10-minute figure
 * against its 1-minute one.
 */
const minutes = Number(process.env.BENCH_MEMORY_MINUTES ?? 10);
const commandsPerSecond = 40;
const queriesPerSecond = 160;
const sampleEveryMs = 10_000;
const queries = [
  '/api/beaches',
  '/api/businesses?search=surf',
  '/api/reviews?type=beach&targetId=3',
  '/api/ads',
  '/api/listings',
];
// No eco completions: by the fair-play rule they wait for part of the challenge's estimated time.
const kinds: CommandKind[] = ['review', 'eco start', 'listing'];

export async function runMemoryBench(databaseUrl: string): Promise<string> {
  const stack = await startStack(databaseUrl);
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  try {
    const targets = await commandTargets(pool, stack.url);
    const samples: { atS: number; rssMb: number }[] = [];
    const started = performance.now();
    const endAt = started + minutes * 60_000;
    let sent = 0;
    let failed = 0;
    const count = (ok: boolean) => (ok ? sent++ : failed++);
    const sampler = (async () => {
      while (performance.now() < endAt) {
        await sleep(Math.min(sampleEveryMs, Math.max(0, endAt - performance.now())));
        samples.push({ atS: (performance.now() - started) / 1000, rssMb: rssMb(stack.apiPid) });
      }
    })();
    const commands = paced(commandsPerSecond, endAt, async (n) => {
      const outcome = await sendCommand(targets, kinds[n % kinds.length]!, 100_000 + n);
      count(outcome.status < 300);
    });
    const reads = paced(queriesPerSecond, endAt, async (n) => {
      const response = await fetch(`${stack.url}${queries[n % queries.length]}`);
      await response.arrayBuffer();
      count(response.ok);
    });
    await Promise.all([sampler, commands, reads]);
    return report(samples, sent, failed);
  } finally {
    await pool.end();
    await stack.stop();
  }
}

/** Starts `run(n)` `perSecond` times a second until `endAt`, without waiting for answers; then waits for all. */
async function paced(perSecond: number, endAt: number, run: (n: number) => Promise<void>): Promise<void> {
  const started = performance.now();
  const inFlight = new Set<Promise<void>>();
  for (let n = 0; ; n++) {
    const due = started + (n * 1000) / perSecond;
    if (due >= endAt) break;
    await sleep(Math.max(0, due - performance.now()));
    const task: Promise<void> = run(n)
      .catch(() => {})
      .finally(() => inFlight.delete(task));
    inFlight.add(task);
  }
  await Promise.all(inFlight);
}

function rssMb(pid: number): number {
  const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kb) / 1024;
}

function report(samples: { atS: number; rssMb: number }[], sent: number, failed: number): string {
  const at = (seconds: number) =>
    samples.reduce((best, s) => (Math.abs(s.atS - seconds) < Math.abs(best.atS - seconds) ? s : best));
  const first = at(60);
  const last = samples.at(-1)!;
  const peak = Math.max(...samples.map((s) => s.rssMb));
  return [
    `### Memory: API resident set under ${minutes} minutes of mixed load`,
    '',
    '| measure | RSS MB | vs 1 minute |',
    '| --- | ---: | ---: |',
    `| after ${fixed(first.atS, 0)} s | ${fixed(first.rssMb)} | 1.00× |`,
    `| after ${fixed(last.atS, 0)} s | ${fixed(last.rssMb)} | ${fixed(last.rssMb / first.rssMb, 2)}× |`,
    `| peak of ${samples.length} samples | ${fixed(peak)} | ${fixed(peak / first.rssMb, 2)}× |`,
    '',
    `Load: ${commandsPerSecond} commands/s (reviews, eco starts and completions, listings) and ` +
      `${queriesPerSecond} queries/s over ${queries.length} read routes, open loop; ${whole(sent)} answered ` +
      `2xx, ${whole(failed)} other. RSS from /proc every ${sampleEveryMs / 1000} s.`,
  ].join('\n');
}
