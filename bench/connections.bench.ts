import pg from 'pg';
import { sendCommand, type CommandTargets } from './support/commands.ts';
import { sleep } from './support/stats.ts';
import { startStack } from './support/stack.ts';

const LOAD_SECONDS = 10;
const READERS = 24;
const WRITERS = 4;
const SAMPLE_MS = 200;
const AFTER_LOAD_MS = 12_000;
const READ_PATHS = ['/api/beaches', '/api/businesses', '/api/local-tips', '/api/eco/challenges'];

interface Sample {
  byProcess: Map<string, number>;
  total: number;
}

/**
 * Postgres connections of a 2-API + 2-runner stack (the production processes, each naming itself with
 * PGAPPNAME), sampled from pg_stat_activity while both APIs serve reads and commands and both runners
 * project them, then once the load stops; beside the server's max_connections.
 */
export async function runConnectionsBench(databaseUrl: string): Promise<string> {
  const stack = await startStack(databaseUrl, { apis: 2, runners: 2 });
  const monitor = new pg.Client({ connectionString: databaseUrl, application_name: 'nsg-bench-monitor' });
  await monitor.connect();
  try {
    const database = (await monitor.query<{ db: string }>('select current_database() as db')).rows[0]!.db;
    const maxConnections = Number(
      (await monitor.query<{ max_connections: string }>('show max_connections')).rows[0]!.max_connections,
    );
    const sample = () => sampleConnections(monitor, database);
    const beforeLoad = await sample();
    const peaks = new Map<string, number>();
    let peakTotal = 0;
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        const { byProcess, total } = await sample();
        for (const [name, count] of byProcess) peaks.set(name, Math.max(peaks.get(name) ?? 0, count));
        peakTotal = Math.max(peakTotal, total);
        await sleep(SAMPLE_MS);
      }
    })();
    const load = await loadBothApis(stack.urls, monitor);
    sampling = false;
    await sampler;
    // pg's pools close a connection idle for 10 s: what the stack keeps open between bursts.
    await sleep(AFTER_LOAD_MS);
    const afterLoad = await sample();
    return report({ beforeLoad, peaks, peakTotal, afterLoad, maxConnections, load });
  } finally {
    await monitor.end();
    await stack.stop();
  }
}

async function sampleConnections(monitor: pg.Client, database: string): Promise<Sample> {
  const rows = (
    await monitor.query<{ name: string; count: string }>(
      `select application_name as name, count(*) as count from pg_stat_activity
        where datname = $1 and application_name like 'nsg-%' and application_name <> 'nsg-bench-monitor'
        group by application_name`,
      [database],
    )
  ).rows;
  const byProcess = new Map(rows.map((row) => [row.name, Number(row.count)]));
  return { byProcess, total: [...byProcess.values()].reduce((sum, count) => sum + count, 0) };
}

/** Readers alternate between the two APIs; writers send reviews to both, which both runners project. */
async function loadBothApis(urls: string[], monitor: pg.Client) {
  const beachIds = (await monitor.query<{ id: number }>('select id from beaches order by id')).rows.map(
    (row) => row.id,
  );
  const deadline = Date.now() + LOAD_SECONDS * 1000;
  let reads = 0;
  let failedReads = 0;
  let commands = 0;
  let refusedCommands = 0;
  const reader = async (n: number) => {
    for (let i = 0; Date.now() < deadline; i++) {
      const url = `${urls[(n + i) % urls.length]}${READ_PATHS[i % READ_PATHS.length]}`;
      const response = await fetch(url, { headers: { 'x-forwarded-for': `10.9.${n}.${i % 250}` } });
      await response.arrayBuffer();
      if (response.ok) reads++;
      else failedReads++;
    }
  };
  const writer = async (n: number) => {
    for (let i = 0; Date.now() < deadline; i++) {
      const targets: CommandTargets = { url: urls[(n + i) % urls.length]!, beachIds, challengeIds: [] };
      const outcome = await sendCommand(targets, 'review', n * 10_000 + i);
      if (outcome.status < 300) commands++;
      else refusedCommands++;
    }
  };
  await Promise.all([
    ...Array.from({ length: READERS }, (_, n) => reader(n)),
    ...Array.from({ length: WRITERS }, (_, n) => writer(n)),
  ]);
  return { reads, failedReads, commands, refusedCommands };
}

function report(figures: {
  beforeLoad: Sample;
  peaks: Map<string, number>;
  peakTotal: number;
  afterLoad: Sample;
  maxConnections: number;
  load: Awaited<ReturnType<typeof loadBothApis>>;
}): string {
  const { beforeLoad, peaks, peakTotal, afterLoad, maxConnections, load } = figures;
  const names = [
    ...new Set([...beforeLoad.byProcess.keys(), ...peaks.keys(), ...afterLoad.byProcess.keys()]),
  ];
  names.sort();
  return [
    '### Connections: 2 APIs + 2 projection runners under load (pg_stat_activity)',
    '',
    `${LOAD_SECONDS} s of ${READERS} readers and ${WRITERS} review writers spread over both APIs: ` +
      `${load.reads} reads (${load.failedReads} failed), ${load.commands} commands accepted ` +
      `(${load.refusedCommands} refused).`,
    '',
    `| process | idle, before load | peak under load | ${AFTER_LOAD_MS / 1000} s after load |`,
    '| --- | ---: | ---: | ---: |',
    ...names.map(
      (name) =>
        `| ${name} | ${beforeLoad.byProcess.get(name) ?? 0} | ${peaks.get(name) ?? 0} | ${afterLoad.byProcess.get(name) ?? 0} |`,
    ),
    `| **the stack** | ${beforeLoad.total} | ${peakTotal} | ${afterLoad.total} |`,
    '',
    `Server max_connections: ${maxConnections}; the stack's peak is ${((peakTotal / maxConnections) * 100).toFixed(0)}% of it.`,
  ].join('\n');
}
