import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { commandTargets } from './command.bench.ts';
import type { BenchAccount } from './support/bench-accounts.ts';
import { sendCommand, type CommandTargets } from './support/commands.ts';
import type { LiveSocketsRequest, Opened, SocketToOpen } from './support/live-sockets.ts';
import { cpuBetween, cpuSnapshot } from './support/cpu.ts';
import { fixed, percentile, sleep, whole } from './support/stats.ts';
import { startStack, type Stack } from './support/stack.ts';

/**
 * Command → websocket message with 5,000 sockets open on one API instance, in the proportions of the
 * site's audiences: visitors on live beach pages, advertisers on their campaign dashboards, admins on
 * moderation dashboards. Each socket speaks from a local address of its own household (127.x.y.z), as
 * the API sees it, and the sockets live in two child processes. Baseline: a tenth of them (500, same
 * proportions), measured first in the same run; then the rest are opened beside them.
 */
const sockets = { visitor: 4_200, advertiser: 700, admin: 100 };
const visitorsPerAddress = 4;
const socketsPerAdvertiser = 2;
const socketsPerAdmin = 5;
const baselineShare = 0.1;
const holders = 2;
/** Commands per audience in each phase, one command (of the three kinds in turn) every `spacingMs`. */
const commandsPerAudience = 12;
const spacingMs = 250;
const settleMs = 5_000;
/** Pings every 5 s instead of 30 s, so that several ping sweeps fall in each phase's commands. */
const pingIntervalMs = 5_000;

type Audience = keyof typeof sockets;
const audiences: Audience[] = ['visitor', 'advertiser', 'admin'];

interface PlannedSocket extends SocketToOpen {
  audience: Audience;
  /** The advertiser or admin account it is signed in as. */
  account?: BenchAccount;
}

export async function runLiveBench(databaseUrl: string): Promise<string> {
  const stack = await startStack(databaseUrl, {
    accounts: {
      admins: sockets.admin / socketsPerAdmin,
      advertisers: sockets.advertiser / socketsPerAdvertiser,
    },
    probeApiMemory: true,
    env: { LIVE_PING_INTERVAL_MS: String(pingIntervalMs) },
  });
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  const children = Array.from({ length: holders }, startHolder);
  try {
    const targets = await commandTargets(pool, stack.url);
    const plan = planSockets(stack);
    const [baseline, rest] = splitBaseline(plan);
    const memory = [await stack.apiMemory()];
    const url = `${stack.url.replace('http', 'ws')}/api/live`;
    const open: PlannedSocket[] = [];
    const phases: Phase[] = [];
    for (const [i, adding] of [baseline, rest].entries()) {
      const openedIn = await openSockets(children, url, adding);
      open.push(...adding.filter((s) => openedIn.greeted.has(s.n)));
      memory.push(await stack.apiMemory());
      const pids = { api: stack.apiPid, runner: stack.runnerPid };
      const before = cpuSnapshot(pids);
      const latencies = await measure(children, targets, stack.url, open, i * 1_000);
      const cpu = cpuBetween(before, cpuSnapshot(pids));
      phases.push({ open: open.length, refused: openedIn.refused, openingMs: openedIn.ms, latencies, cpu });
    }
    return report(phases, memory);
  } finally {
    for (const child of children) child.send({ kind: 'close' } satisfies LiveSocketsRequest);
    await pool.end();
    await stack.stop();
  }
}

function startHolder(): ChildProcess {
  return fork(path.join(import.meta.dirname, 'support/live-sockets.ts'), {
    execPath: process.execPath,
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
}

const address = (network: number, k: number) => `127.${network}.${1 + Math.floor(k / 250)}.${1 + (k % 250)}`;

function planSockets(stack: Stack): PlannedSocket[] {
  const plan: PlannedSocket[] = [];
  const add = (audience: Audience, localAddress: string, account?: BenchAccount) =>
    plan.push({ n: plan.length, audience, localAddress, cookie: account?.cookie, account });
  for (let i = 0; i < sockets.visitor; i++) add('visitor', address(1, Math.floor(i / visitorsPerAddress)));
  for (let i = 0; i < sockets.advertiser; i++) {
    const k = Math.floor(i / socketsPerAdvertiser);
    add('advertiser', address(2, k), stack.accounts.advertisers[k]);
  }
  for (let i = 0; i < sockets.admin; i++) {
    const k = Math.floor(i / socketsPerAdmin);
    add('admin', address(3, k), stack.accounts.admins[k]);
  }
  return plan;
}

/** The first tenth of each audience (whole accounts and households first), and the rest. */
function splitBaseline(plan: PlannedSocket[]): [PlannedSocket[], PlannedSocket[]] {
  const inBaseline = (s: PlannedSocket) => {
    const ofAudience = plan.filter((other) => other.audience === s.audience);
    return ofAudience.indexOf(s) < ofAudience.length * baselineShare;
  };
  return [plan.filter(inBaseline), plan.filter((s) => !inBaseline(s))];
}

function ask<T>(child: ChildProcess, request: LiveSocketsRequest): Promise<T> {
  return new Promise((resolve) => {
    child.once('message', (answer) => resolve(answer as T));
    child.send(request);
  });
}

async function openSockets(children: ChildProcess[], url: string, adding: PlannedSocket[]) {
  const started = performance.now();
  const answers = await Promise.all(
    children.map((child, h) =>
      ask<Opened>(child, {
        kind: 'open',
        url,
        sockets: adding
          .filter((_, i) => i % children.length === h)
          .map(({ n, localAddress, cookie }) => ({ n, localAddress, cookie })),
      }),
    ),
  );
  return {
    ms: performance.now() - started,
    greeted: new Set(answers.flatMap((answer) => answer.greeted)),
    refused: answers.flatMap((answer) => answer.refused),
  };
}

interface Sent {
  audience: Audience;
  id: string;
  /** On the clock the socket holders share (`sharedNow`). */
  sentAt: number;
  addressed: number;
}

interface Latencies {
  commands: number;
  samples: number[];
  missing: number;
  /** Per change: to the first socket that heard it (the pipeline), and from there to the last (the fan-out). */
  firsts: number[];
  spreads: number[];
}

interface Phase {
  open: number;
  refused: { n: number; code: number }[];
  openingMs: number;
  latencies: Record<Audience, Latencies>;
  /** CPU time (µs) of the API and the runner over the phase's commands and deliveries. */
  cpu: { api: number; runner: number };
}

/**
 * Sends, in turn, a visitor's listing (public: every socket hears it), a visitor's review (submitted:
 * admins only) and an advertiser's new campaign (that advertiser's sockets and the admins).
 */
async function measure(
  children: ChildProcess[],
  targets: CommandTargets,
  apiUrl: string,
  open: PlannedSocket[],
  offset: number,
): Promise<Record<Audience, Latencies>> {
  const admins = open.filter((s) => s.audience === 'admin').length;
  const advertisers = [...new Set(open.flatMap((s) => (s.audience === 'advertiser' ? [s.account!] : [])))];
  const sent: Sent[] = [];
  for (let c = 0; c < commandsPerAudience * audiences.length; c++) {
    const audience = audiences[c % audiences.length]!;
    const n = offset + c;
    if (audience === 'visitor') {
      const outcome = await sendCommand(targets, 'listing', n);
      if (outcome.id)
        sent.push({ audience, id: outcome.id, sentAt: shared(outcome.sentAt), addressed: open.length });
    } else if (audience === 'admin') {
      const outcome = await sendCommand(targets, 'review', n);
      if (outcome.id)
        sent.push({ audience, id: outcome.id, sentAt: shared(outcome.sentAt), addressed: admins });
    } else {
      const owner = advertisers[Math.floor(c / audiences.length) % advertisers.length]!;
      const sentAt = shared(performance.now());
      const id = await createCampaign(apiUrl, owner, n);
      const own = open.filter((s) => s.account === owner).length;
      if (id) sent.push({ audience, id, sentAt, addressed: own + admins });
    }
    await sleep(spacingMs);
  }
  const arrivals = await collectArrivals(children, sent);
  return Object.fromEntries(
    audiences.map((audience) => {
      const ofAudience = sent.filter((s) => s.audience === audience);
      const samples = ofAudience.flatMap((s) => (arrivals.get(s.id) ?? []).map((at) => at - s.sentAt));
      const expected = ofAudience.reduce((sum, s) => sum + s.addressed, 0);
      const heard = ofAudience.flatMap((s) => (arrivals.has(s.id) ? [arrivals.get(s.id)!] : []));
      const firsts = heard.map((times, i) => Math.min(...times) - ofAudience[i]!.sentAt);
      const spreads = heard.map((times) => Math.max(...times) - Math.min(...times));
      const missing = Math.max(0, expected - samples.length);
      return [audience, { commands: ofAudience.length, samples, missing, firsts, spreads }];
    }),
  ) as Record<Audience, Latencies>;
}

const shared = (benchNow: number) => performance.timeOrigin + benchNow;

async function createCampaign(apiUrl: string, owner: BenchAccount, n: number): Promise<string | null> {
  const response = await fetch(`${apiUrl}/api/campaigns`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: owner.cookie,
      'x-forwarded-for': `10.253.0.${1 + (n % 250)}`,
    },
    body: JSON.stringify({
      name: `Sunset surf lessons ${n}`,
      description: 'Small groups at Puaena Point',
      durationMonths: 3,
      startDate: new Date().toISOString().slice(0, 10),
      targetAudience: { ages: [18, 65], interests: ['Surfing'] },
    }),
  });
  if (response.status !== 201) return null;
  return ((await response.json()) as { id: string }).id;
}

/** Every socket's arrivals, gathered until all addressed sockets heard every change or `settleMs` passed. */
async function collectArrivals(children: ChildProcess[], sent: Sent[]): Promise<Map<string, number[]>> {
  const arrivals = new Map<string, number[]>();
  const expected = sent.reduce((sum, s) => sum + s.addressed, 0);
  const deadline = performance.now() + settleMs;
  for (;;) {
    const answers = await Promise.all(
      children.map((child) => ask<Record<string, number[]>>(child, { kind: 'arrivals' })),
    );
    for (const answer of answers)
      for (const [id, times] of Object.entries(answer))
        arrivals.set(id, [...(arrivals.get(id) ?? []), ...times]);
    const delivered = sent.reduce((sum, s) => sum + (arrivals.get(s.id)?.length ?? 0), 0);
    if (delivered >= expected || performance.now() > deadline) return arrivals;
    await sleep(250);
  }
}

function report(phases: Phase[], memory: NodeJS.MemoryUsage[]): string {
  const [baseline] = phases;
  const ms = (samples: number[], q: number) => fixed(percentile(samples, q), 0);
  const latencyRows = phases.flatMap((phase) =>
    audiences.map((audience) => {
      const { commands, samples, missing, firsts, spreads } = phase.latencies[audience];
      const p95 = percentile(samples, 95) / percentile(baseline!.latencies[audience].samples, 95);
      return (
        `| ${whole(phase.open)} | ${audience} | ${commands} | ${whole(samples.length)} | ${whole(missing)} | ` +
        `${ms(samples, 50)} | ${ms(samples, 95)} | ${ms(samples, 99)} | ${fixed(p95, 2)}× | ` +
        `${ms(firsts, 50)} | ${ms(spreads, 50)} / ${ms(spreads, 95)} |`
      );
    }),
  );
  const mb = (bytes: number) => fixed(bytes / 1024 / 1024, 1);
  const kbPerSocket = (after: number, before: number, count: number) =>
    fixed((after - before) / 1024 / count, 1);
  const memoryRows = memory.map((usage, i) => {
    const count = i === 0 ? 0 : phases[i - 1]!.open;
    const perSocket = (key: 'rss' | 'heapUsed' | 'external') =>
      count === 0 ? '' : kbPerSocket(usage[key], memory[0]![key], count);
    return (
      `| ${whole(count)} | ${mb(usage.rss)} | ${mb(usage.heapUsed)} | ${mb(usage.external)} | ` +
      `${perSocket('rss')} | ${perSocket('heapUsed')} | ${perSocket('external')} |`
    );
  });
  const cpuRows = phases.map((phase) => {
    const received = audiences.reduce((sum, audience) => sum + phase.latencies[audience].samples.length, 0);
    return (
      `| ${whole(phase.open)} | ${fixed(phase.cpu.api / 1e6, 1)} | ${fixed(phase.cpu.runner / 1e6, 1)} | ` +
      `${whole(received)} | ${fixed(phase.cpu.api / received, 1)} |`
    );
  });
  const refusals = phases.flatMap((phase) => phase.refused);
  return [
    '### Live: 5,000 sockets on one API instance, command → websocket message per audience',
    '',
    '| open sockets | audience of the change | commands | messages | missing | p50 ms | p95 ms | p99 ms | ' +
      'p95 vs 500 | first socket p50 ms | first → last p50 / p95 ms |',
    '| ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...latencyRows,
    '',
    '| open sockets | API RSS MB | heap used MB | external MB | RSS KB / socket | heap KB / socket | external KB / socket |',
    '| ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...memoryRows,
    '',
    '| open sockets | API CPU s | runner CPU s | messages received | API CPU µs per message received |',
    '| ---: | ---: | ---: | ---: | ---: |',
    ...cpuRows,
    '',
    `Sockets: ${whole(sockets.visitor)} visitors (${visitorsPerAddress} per address), ${whole(sockets.advertiser)} advertiser ` +
      `dashboards (${socketsPerAdvertiser} per account), ${sockets.admin} admin dashboards (${socketsPerAdmin} per ` +
      `account), in ${holders} child processes; the baseline is the first ${baselineShare * 100}% of each. ` +
      `Opening took ${phases.map((phase) => `${whole(phase.openingMs)} ms`).join(' and ')}; ` +
      `${whole(refusals.length)} refused${refusals.length ? ` (close codes ${[...new Set(refusals.map((r) => r.code))].join(', ')})` : ''}. ` +
      `Visitor changes are a listing posted (every socket hears it), admin changes a review submitted (admins), ` +
      `advertiser changes a campaign created (its advertiser's sockets and the admins); one command every ` +
      `${spacingMs} ms, pings every ${pingIntervalMs} ms. 'First socket': from the command to the first socket ` +
      `that heard the change (API, event store, runner, NOTIFY); 'first → last': the spread over its sockets ` +
      `(the hub's fan-out and the holders' reading). Memory after a full GC in the API process. The API's CPU ` +
      `over a phase covers everything it did (commands, pings, messages to admins the bench does not count) ` +
      `and is divided by the messages counted.`,
  ].join('\n');
}
