import autocannon from 'autocannon';
import pg from 'pg';
import { writeMixedLog } from '@nsg/projections/testing/mixed-log.ts';
import { fixed, whole } from './support/stats.ts';
import { startBareServer, startStack } from './support/stack.ts';

/**
 * Read routes of the real API (its own process, production mode, seeded database) under autocannon,
 * beside a bare Fastify process running the same query functions: throughput and latency with as
 * many requests as 10 connections get through, then latency at a fixed 1,000 requests/s.
 */

const routes = [
  '/api/beaches',
  '/api/businesses?search=surf',
  '/api/reviews?type=beach&targetId=3',
  '/api/ads',
];
const throughputSeconds = 3;
const rounds = 4;
const connections = 10;
const fixedRate = 1_000;
const fixedRateSeconds = 5;

/** Answers other than 200 seen in any run, reported under the table. */
const failures: string[] = [];
let oursBase = '';

export async function runQueryBench(databaseUrl: string): Promise<string> {
  await seedReadData(databaseUrl);
  const stack = await startStack(databaseUrl);
  const bare = await startBareServer(databaseUrl).catch(async (error: unknown) => {
    await stack.stop();
    throw error;
  });
  const rows: string[] = [];
  try {
    // A returning visitor: the API's visitor cookie, sent back as a browser would.
    const visitor = (await fetch(`${stack.url}/api/beaches`)).headers.getSetCookie()[0]!.split(';')[0]!;
    const ours = { base: stack.url, headers: { cookie: visitor } };
    oursBase = stack.url;
    const baseline = { base: bare.url, headers: {} };
    for (const route of routes) {
      await run(ours, route, { duration: 1 }); // warm-up
      await run(baseline, route, { duration: 1 });
      const oursRuns: autocannon.Result[] = [];
      const bareRuns: autocannon.Result[] = [];
      for (let round = 0; round < rounds; round++) {
        const order = round % 2 === 0 ? [ours, baseline] : [baseline, ours];
        for (const target of order) {
          (target === ours ? oursRuns : bareRuns).push(
            await run(target, route, { duration: throughputSeconds }),
          );
        }
      }
      const oursFixed = await run(ours, route, {
        duration: fixedRateSeconds,
        overallRate: fixedRate,
        connections: 50,
      });
      const bareFixed = await run(baseline, route, {
        duration: fixedRateSeconds,
        overallRate: fixedRate,
        connections: 50,
      });
      rows.push(row(route, oursRuns, bareRuns, oursFixed, bareFixed));
    }
  } finally {
    await bare.stop();
    await stack.stop();
  }
  return [
    '### Query side: API vs bare Fastify, same queries (autocannon)',
    '',
    '| route | ours req/s | bare req/s | ours ÷ bare | ours p50 / p99 ms | bare p50 / p99 ms | at 1,000 req/s: ours sent, p99 ms | bare p99 ms |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows,
    '',
    `Throughput: ${connections} connections, ${rounds} rounds of ${throughputSeconds} s per side taken in turns. ` +
      `Fixed rate: ${fixedRate} req/s over 50 connections for ${fixedRateSeconds} s ("sent" is the rate autocannon ` +
      'achieved). Ours: the API process in production mode with a visitor cookie. Bare: Fastify without plugins ' +
      'calling the same query functions. autocannon runs in the bench process on the same 2 cores as both ' +
      'servers and Postgres.',
    '',
    failures.length > 0 ? `Non-2xx answers or errors: ${failures.join('; ')}.` : 'Every answer was a 200.',
  ].join('\n');
}

interface Target {
  base: string;
  headers: Record<string, string>;
}

async function run(
  target: Target,
  route: string,
  options: { duration: number; overallRate?: number; connections?: number },
): Promise<autocannon.Result> {
  const result = await autocannon({
    url: `${target.base}${route}`,
    headers: target.headers,
    connections,
    ...options,
  });
  if (result.non2xx > 0 || result.errors > 0) {
    const codes = Object.entries(result.statusCodeStats ?? {})
      .filter(([code]) => code !== '200')
      .map(([code, { count }]) => `${count}× ${code}`);
    failures.push(
      `${target.base === oursBase ? 'ours' : 'bare'} ${route}: ${[...codes, `${result.errors} errors`].join(', ')}`,
    );
  }
  return result;
}

function row(
  route: string,
  ours: autocannon.Result[],
  bare: autocannon.Result[],
  oursFixed: autocannon.Result,
  bareFixed: autocannon.Result,
): string {
  const rate = (runs: autocannon.Result[]) =>
    runs.reduce((sum, r) => sum + r.requests.total, 0) / runs.reduce((sum, r) => sum + r.duration, 0);
  const worst = (runs: autocannon.Result[], key: 'p50' | 'p99') =>
    Math.max(...runs.map((r) => r.latency[key]));
  const sent = oursFixed.requests.total / oursFixed.duration;
  return [
    '',
    `\`${route}\``,
    whole(rate(ours)),
    whole(rate(bare)),
    `${fixed(rate(ours) / rate(bare), 2)}×`,
    `${worst(ours, 'p50')} / ${worst(ours, 'p99')}`,
    `${worst(bare, 'p50')} / ${worst(bare, 'p99')}`,
    `${whole(sent)}, ${oursFixed.latency.p99}`,
    `${bareFixed.latency.p99}`,
    '',
  ]
    .join(' | ')
    .trim();
}

/** Approved reviews through the log (a mixed log of 30,000 events), and active ads as read-model rows. */
async function seedReadData(databaseUrl: string): Promise<void> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  try {
    await writeMixedLog(pool, 30_000, { seed: 7 });
    await pool.query(`
      insert into advertisers (id, role, status, name, company_name, person_id, email, email_lookup, password_hash, created_at)
      select ('00000000-0000-4000-8000-' || lpad(n::text, 12, '0'))::uuid, 'advertiser', 'active', 'Advertiser ' || n,
             'Company ' || n, 'bench-' || n, 'ciphertext', 'lookup-' || n, 'hash', now()
      from generate_series(1, 10) n`);
    await pool.query(`
      insert into campaigns (id, advertiser_id, name, description, budget, duration_months, start_date, end_date,
                             expires_at, target_audience, status, created_at, updated_at)
      select ('00000000-0000-4000-8001-' || lpad(n::text, 12, '0'))::uuid,
             ('00000000-0000-4000-8000-' || lpad(n::text, 12, '0'))::uuid, 'Campaign ' || n, 'Bench campaign', 500, 1,
             current_date - 10, current_date + 30, now() + interval '30 days', '{}', 'active', now(), now()
      from generate_series(1, 10) n`);
    await pool.query(`
      insert into ads (id, campaign_id, advertiser_id, title, description, image_url, images, link_url, business_type,
                       size, position, image_rotation_enabled, image_rotation_interval, status, created_at, updated_at,
                       submitted_at)
      select ('00000000-0000-4000-8002-' || lpad(n::text, 12, '0'))::uuid,
             ('00000000-0000-4000-8001-' || lpad((1 + n % 10)::text, 12, '0'))::uuid,
             ('00000000-0000-4000-8000-' || lpad((1 + n % 10)::text, 12, '0'))::uuid,
             'Ad ' || n, 'Surf lessons on the North Shore', '/uploads/ads/bench.jpg', '[]', 'https://example.com',
             'surf-school', 'medium', 'sidebar', false, 5, 'approved', now() - n * interval '1 minute', now(),
             now() - n * interval '1 minute'
      from generate_series(1, 30) n`);
  } finally {
    await pool.end();
  }
}
