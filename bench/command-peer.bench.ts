import { randomInt } from 'node:crypto';
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import { commandTargets, settled } from './command.bench.ts';
import { commandRequest, type CommandTargets } from './support/commands.ts';
import {
  addCpu,
  backendsCpuBetween,
  cpuBetween,
  cpuPer,
  cpuSnapshot,
  databaseBackendsCpu,
  type CpuParts,
} from './support/cpu.ts';
import {
  startEmmettPeerServer,
  startStack,
  visitorAddress,
  type BareServer,
  type Stack,
} from './support/stack.ts';
import { fixed, percentile, whole } from './support/stats.ts';

/**
 * Our commands against a peer doing the same work: a Fastify app built on Emmett's command handler and
 * PostgreSQL event store (`support/emmett-peer-server.ts`), with our zod schemas, deciders and sealing and
 * the same read-model row written by an inline projection. Both servers run as processes of their own
 * against the same Postgres; one closed-loop load generator (each connection sends its next command when
 * the last one is answered) takes the sides in turns, round after round.
 */
const workers = 16;
const roundSeconds = 3;
const rounds = 4;
const kinds = ['review', 'eco start'] as const;
type Kind = (typeof kinds)[number];
const servers = ['ours', 'peer'] as const;
type Server = (typeof servers)[number];

/** Where each command's read-model row lands, per server. */
const readModelTables: Record<Kind, Record<Server, string>> = {
  review: { ours: 'reviews', peer: 'peer_reviews' },
  'eco start': { ours: 'eco_user_challenges', peer: 'peer_eco_user_challenges' },
};

interface Side {
  /** Commands sent, counting those still unanswered when a round's time was up. */
  sent: number;
  accepted: number;
  /** Answers other than 2xx by status (0: a connection error or timeout). */
  refused: Map<number, number>;
  ms: number;
  latenciesMs: number[];
  cpu: CpuParts;
  rowsBefore: number;
  rowsAfter: number;
}

const newSide = (): Side => ({
  sent: 0,
  accepted: 0,
  refused: new Map(),
  ms: 0,
  latenciesMs: [],
  cpu: { api: 0, runner: 0, postgres: 0, redis: 0, client: 0 },
  rowsBefore: 0,
  rowsAfter: 0,
});

type Sides = Record<Kind, Record<Server, Side>>;

export async function runCommandPeerBench(databaseUrl: string): Promise<string> {
  const loadAtStart = loadavg()[0]!;
  const stack = await startStack(databaseUrl);
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  let peer: BareServer | null = null;
  try {
    peer = await startEmmettPeerServer(databaseUrl);
    const targets = await commandTargets(pool, stack.url);
    for (const url of [stack.url, peer.url]) await expectRefusals(url);
    const idle = await idleCpu(stack, peer, pool);
    const sides = await inTurns(targets, stack, peer, pool);
    return report(sides, idle, loadAtStart, loadavg()[0]!);
  } finally {
    await peer?.stop();
    await pool.end();
    await stack.stop();
  }
}

const idleSeconds = 3;

/** CPU (ms per second) each part spends with no command coming: work it does whatever the load. */
async function idleCpu(stack: Stack, peer: BareServer, pool: pg.Pool) {
  await settled(pool);
  const pids = { api: stack.apiPid, runner: stack.runnerPid };
  const [ours, theirs, backends] = [
    cpuSnapshot(pids),
    cpuSnapshot({ api: peer.pid, runner: 0 }),
    await databaseBackendsCpu(pool),
  ];
  await new Promise((resolve) => setTimeout(resolve, idleSeconds * 1000));
  const perSecond = (us: number) => us / 1000 / idleSeconds;
  const oursSpent = cpuBetween(ours, cpuSnapshot(pids));
  return {
    api: perSecond(oursSpent.api),
    runner: perSecond(oursSpent.runner),
    peer: perSecond(cpuBetween(theirs, cpuSnapshot({ api: peer.pid, runner: 0 })).api),
    postgres: perSecond(backendsCpuBetween(backends, await databaseBackendsCpu(pool))),
  };
}

async function inTurns(targets: CommandTargets, stack: Stack, peer: BareServer, pool: pg.Pool) {
  const sides = Object.fromEntries(
    kinds.map((kind) => [kind, { ours: newSide(), peer: newSide() }]),
  ) as Sides;
  const urls: Record<Server, string> = { ours: stack.url, peer: peer.url };
  const pids: Record<Server, { api: number; runner: number }> = {
    ours: { api: stack.apiPid, runner: stack.runnerPid },
    peer: { api: peer.pid, runner: stack.runnerPid },
  };
  for (const kind of kinds)
    for (const server of servers) sides[kind][server].rowsBefore = await rowCount(pool, kind, server);
  for (let round = 0; round < rounds; round++) {
    for (const kind of kinds) {
      for (const server of servers) {
        const side = sides[kind][server];
        // Our projections catch up first: the next side's CPU must not carry the runner's work left over.
        await settled(pool);
        const [before, backendsBefore] = [cpuSnapshot(pids[server]), await databaseBackendsCpu(pool)];
        const started = performance.now();
        await closedLoop(urls[server], targets, kind, side);
        side.ms += performance.now() - started;
        const spent = cpuBetween(before, cpuSnapshot(pids[server]));
        spent.postgres = backendsCpuBetween(backendsBefore, await databaseBackendsCpu(pool));
        side.cpu = addCpu(side.cpu, spent);
      }
    }
  }
  await settled(pool);
  for (const kind of kinds)
    for (const server of servers) sides[kind][server].rowsAfter = await rowCount(pool, kind, server);
  return sides;
}

/** Both servers refuse what they must: a review the schema rejects, a review of no beach, no challenge. */
async function expectRefusals(url: string): Promise<void> {
  const review = {
    type: 'beach',
    targetId: 1,
    title: 'Dawn patrol',
    content: 'Clean lines.',
    authorName: 'Kai',
  };
  const refusals: [string, unknown, number][] = [
    ['/api/reviews', { ...review, rating: 9 }, 400],
    ['/api/reviews', { ...review, rating: 5, targetId: 999_999 }, 404],
    ['/api/eco/challenges/999999/start', undefined, 404],
  ];
  for (const [path, body, expected] of refusals) {
    const response = await fetch(`${url}${path}`, {
      method: 'POST',
      headers: {
        'x-forwarded-for': visitorAddress(++visitor),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    await response.body?.cancel();
    if (response.status !== expected)
      throw new Error(`${url}${path} answered ${response.status} where ${expected} was due`);
  }
}

const rowCount = async (pool: pg.Pool, kind: Kind, server: Server) =>
  Number(
    (await pool.query<{ n: string }>(`select count(*) as n from ${readModelTables[kind][server]}`)).rows[0]!
      .n,
  );

// Each command comes from a visitor address of its own (per-address rate limits apply per visitor). A
// random start keeps runs within the rate limits' window (10 minutes for reviews) off each other's addresses.
let visitor = randomInt(1 << 23);

/** `workers` kept-alive connections, each sending its next command as soon as the last one is answered. */
async function closedLoop(url: string, targets: CommandTargets, kind: Kind, side: Side): Promise<void> {
  // Without a callback autocannon hands back its instance made thenable (its types say only a Promise).
  const run = autocannon({
    url,
    connections: workers,
    duration: roundSeconds,
    requests: [
      {
        setupRequest: (request) => {
          side.sent++;
          visitor = (visitor + 1) % (1 << 24);
          const { method, path, headers, body } = commandRequest(targets, kind, visitor);
          return { ...request, method, path, headers, body };
        },
      },
    ],
  }) as unknown as autocannon.Instance & Promise<autocannon.Result>;
  run.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
    if (status >= 200 && status < 300) {
      side.accepted++;
      side.latenciesMs.push(ms);
    } else side.refused.set(status, (side.refused.get(status) ?? 0) + 1);
  });
  const result = await run;
  const lost = result.errors + result.timeouts;
  if (lost > 0) side.refused.set(0, (side.refused.get(0) ?? 0) + lost);
}

function report(
  sides: Sides,
  idle: Awaited<ReturnType<typeof idleCpu>>,
  loadAtStart: number,
  loadAtEnd: number,
): string {
  const perSecond = (side: Side) => side.accepted / (side.ms / 1000);
  const throughputRows = kinds.flatMap((kind) =>
    servers.map((server) => {
      const side = sides[kind][server];
      const ratio =
        server === 'ours' ? `${fixed(perSecond(side) / perSecond(sides[kind].peer), 2)}×` : '1.00×';
      const ms = (p: number) => fixed(percentile(side.latenciesMs, p), 0);
      const rows = side.rowsAfter - side.rowsBefore;
      return `| ${kind} | ${server} | ${whole(perSecond(side))} | ${ratio} | ${ms(50)} / ${ms(95)} | ${whole(side.sent)} / ${whole(side.accepted)} / ${refusals(side)} | ${whole(rows)}${rowsCheck(side, rows)} |`;
    }),
  );
  const cpuRows = kinds.flatMap((kind) => servers.map((server) => cpuRow(kind, server, sides[kind][server])));
  return [
    `### Command side: ours vs a peer built on Emmett, closed loop, ${workers} connections, ${rounds} rounds of ${roundSeconds} s per side in turns`,
    '',
    `Load average (1 min) ${fixed(loadAtStart, 2)} at the start, ${fixed(loadAtEnd, 2)} at the end.`,
    '',
    '| command | server | commands/s | ours ÷ peer | answer p50 / p95 ms | sent / accepted / refused | read-model rows |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: |',
    ...throughputRows,
    '',
    'Commands/s count accepted (2xx) answers only. A round ends with up to one command per connection sent ' +
      'but not awaited: the read model holds a row for every accepted command and at most one per command sent.',
    '',
    'CPU per accepted command, µs, from /proc over the rounds. Server: our API or the peer process; runner: our ' +
      "projection runner, idle on the peer side; Postgres: the backends connected to the bench's database (not " +
      "the server's other databases nor its background processes, the WAL writer among them); Redis: the whole " +
      'server; load generator: this process (autocannon).',
    '',
    '| command | server | server | runner | Postgres | Redis | load generator | total |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...cpuRows,
    '',
    `With no command coming (${idleSeconds} s before the rounds), CPU ms per second: our API ${fixed(idle.api)}, ` +
      `our runner ${fixed(idle.runner)}, the peer ${fixed(idle.peer)}, the database's Postgres backends ` +
      `${fixed(idle.postgres)}.`,
  ].join('\n');
}

/** Flags a read model that lacks an accepted command's row, or holds more rows than commands were sent. */
function rowsCheck(side: Side, rows: number): string {
  if (rows < side.accepted) return ` (**${whole(side.accepted - rows)} accepted commands without a row**)`;
  if (rows > side.sent) return ` (**${whole(rows - side.sent)} more rows than commands sent**)`;
  return '';
}

function refusals(side: Side): string {
  if (side.refused.size === 0) return '0';
  return [...side.refused].map(([status, count]) => `${whole(count)} × ${status || 'error'}`).join(', ');
}

function cpuRow(kind: Kind, server: Server, side: Side): string {
  const cpu = cpuPer(side.cpu, side.accepted);
  const total = cpu.api + cpu.runner + cpu.postgres + cpu.redis + cpu.client;
  const parts = [cpu.api, cpu.runner, cpu.postgres, cpu.redis, cpu.client, total].map((us) => whole(us));
  return `| ${kind} | ${server} | ${parts.join(' | ')} |`;
}
