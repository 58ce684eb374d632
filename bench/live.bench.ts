import pg from 'pg';
import WebSocket from 'ws';
import { commandTargets } from './command.bench.ts';
import { sendCommand } from './support/commands.ts';
import { fixed, percentile, sleep } from './support/stats.ts';
import { startStack } from './support/stack.ts';

/**
 * Command → websocket message: review submissions while admin dashboards are open on /api/live
 * (one process each for the API and the projection runner). Baseline: one open dashboard, same run.
 */
const dashboards = 500;
const commands = 40;
const spacingMs = 250;
const settleMs = 5_000;

export async function runLiveBench(databaseUrl: string): Promise<string> {
  const stack = await startStack(databaseUrl);
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  try {
    const targets = await commandTargets(pool, stack.url);
    const cookie = await stack.adminCookie();
    const wsUrl = `${stack.url.replace('http', 'ws')}/api/live`;
    const one = await measure(wsUrl, cookie, 1, Math.round(commands / 2), (n) =>
      sendCommand(targets, 'review', n),
    );
    const many = await measure(wsUrl, cookie, dashboards, commands, (n) =>
      sendCommand(targets, 'review', 1_000 + n),
    );
    return report(one, many);
  } finally {
    await pool.end();
    await stack.stop();
  }
}

interface Measurement {
  sockets: number;
  commands: number;
  latencies: number[];
  missing: number;
}

async function measure(
  url: string,
  cookie: string,
  sockets: number,
  count: number,
  send: (n: number) => Promise<{ id: string | null; sentAt: number; status: number }>,
): Promise<Measurement> {
  const arrivals = new Map<string, number[]>();
  const clients = await Promise.all(Array.from({ length: sockets }, () => open(url, cookie, arrivals)));
  try {
    const sent: { id: string; sentAt: number }[] = [];
    for (let n = 0; n < count; n++) {
      const outcome = await send(n);
      if (outcome.id) sent.push({ id: outcome.id, sentAt: outcome.sentAt });
      await sleep(spacingMs);
    }
    const deadline = performance.now() + settleMs;
    const delivered = () => sent.reduce((sum, { id }) => sum + (arrivals.get(id)?.length ?? 0), 0);
    while (delivered() < sent.length * sockets && performance.now() < deadline) await sleep(50);
    const latencies = sent.flatMap(({ id, sentAt }) => (arrivals.get(id) ?? []).map((at) => at - sentAt));
    return { sockets, commands: sent.length, latencies, missing: sent.length * sockets - latencies.length };
  } finally {
    for (const client of clients) client.terminate();
  }
}

function open(url: string, cookie: string, arrivals: Map<string, number[]>): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers: { cookie, 'x-forwarded-for': '10.254.0.1' } });
    socket.on('message', (data) => {
      const at = performance.now();
      const message = JSON.parse(String(data)) as { type: string; ids?: string[] };
      if (message.type !== 'readmodel_changed') return;
      for (const id of message.ids ?? []) arrivals.set(id, [...(arrivals.get(id) ?? []), at]);
    });
    socket.once('open', () => resolve(socket));
    socket.once('error', reject);
  });
}

function report(one: Measurement, many: Measurement): string {
  const row = (m: Measurement, label: string) => {
    const p = (q: number) => fixed(percentile(m.latencies, q), 0);
    const p95 = percentile(m.latencies, 95) / percentile(one.latencies, 95);
    return `| ${label} | ${m.commands} | ${m.latencies.length} | ${m.missing} | ${p(50)} | ${p(95)} | ${p(99)} | ${fixed(p95, 2)}× |`;
  };
  return [
    `### Live: review submitted → websocket message on every open admin dashboard`,
    '',
    '| dashboards | commands | messages | missing | p50 ms | p95 ms | p99 ms | p95 vs 1 dashboard |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    row(one, '1 (baseline)'),
    row(many, String(many.sockets)),
    '',
    `From sending the POST to the message arriving on each socket (through the event store, the runner's ` +
      `transaction and NOTIFY, the API's hub); one submission every ${spacingMs} ms, all sockets in the ` +
      'bench process, signed in as one admin.',
  ].join('\n');
}
