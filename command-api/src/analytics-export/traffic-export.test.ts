import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hawaiiDay } from '@nsg/domain/advertising/pricing.ts';
import { loginCookie, startTestApp, type TestApp } from '../testing/test-app.ts';
import { call, serveAd, servedAd } from '../advertising/advertising-test-helpers.ts';

let t: TestApp;
let owner: { id: string; cookie: string };
let adminCookie: string;
let analystCookie: string;
const dir = mkdtempSync(path.join(tmpdir(), 'nsg-test-parquet-'));
const visitorIds: string[] = [];
const IPHONE = { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0) Mobile/15E148 Safari/604.1' };
const ERASED_EMAIL = 'erase-me-later@example.com';

/** The README's worked example: the dashboard's figures per ad per day from the file, in one query. */
const README_QUERY = readmeQuery();

function readmeQuery(): string {
  const readme = readFileSync(path.join(import.meta.dirname, '../../../README.md'), 'utf8');
  const block = /```sql\n(SELECT hawaii_day AS day[\s\S]*?)```/.exec(readme);
  if (!block) throw new Error('README has no DuckDB example starting "SELECT hawaii_day AS day"');
  return block[1]!;
}

beforeAll(async () => {
  t = await startTestApp();
  const served = await servedAd(t, 'Parquet');
  owner = served.owner;
  const adId = served.ad.id;
  adminCookie = await loginCookie(t.app, t.admin.email, t.admin.password);
  const analyst = { name: 'Noe Analyst', email: 'noe@analysts.test', password: 'replay-the-log' };
  expect((await call(t.app, 'POST', '/api/admin/analysts', adminCookie, analyst)).statusCode).toBe(201);
  await t.settle();
  analystCookie = await loginCookie(t.app, analyst.email, analyst.password);

  await visit(adId, '/ja/beach/1', IPHONE, { click: true });
  await visit(adId, '/beach/2', IPHONE);
  await visit(adId, '/', { 'user-agent': 'curl/8.5' });
  const erased = await visit(adId, '/business/7', IPHONE);
  // That visitor then writes to us, and later asks to be erased.
  const message = { name: 'Kai', email: ERASED_EMAIL, subject: 'Hello', message: 'Mahalo for the guide' };
  expect((await call(t.app, 'POST', '/api/contact', undefined, message, erased)).statusCode).toBe(202);
  const erasure = await call(t.app, 'POST', '/api/admin/personal-data/erasures', adminCookie, {
    email: ERASED_EMAIL,
  });
  expect(erasure.statusCode).toBe(201);
  await t.settle();
}, 90_000);
afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A visitor served the ad on a page, seeing it (and clicking it): through the API, as a browser would. */
async function visit(
  adId: string,
  pageUrl: string,
  browser: Record<string, string>,
  opts = { click: false },
) {
  const { serveToken, as } = await serveAd(t, adId, browser);
  const visitor = /nsg_visitor=([^;]+)/.exec(as.cookie ?? '')?.[1];
  if (visitor) visitorIds.push(decodeURIComponent(visitor).split('.')[0]!);
  await call(t.app, 'POST', `/api/ads/${adId}/impression`, undefined, { pageUrl, serveToken }, as);
  if (opts.click) await call(t.app, 'POST', `/api/ads/${adId}/click`, undefined, { pageUrl, serveToken }, as);
  return as;
}

const today = () => hawaiiDay(t.deps.clock.now());

async function download(name: string, cookie = analystCookie): Promise<string> {
  const answer = await call(t.app, 'GET', `/api/analytics/export?from=${today()}&to=${today()}`, cookie);
  expect(answer.statusCode, answer.body.slice(0, 300)).toBe(200);
  expect(answer.headers['content-type']).toBe('application/vnd.apache.parquet');
  const file = path.join(dir, name);
  writeFileSync(file, answer.rawPayload);
  return file;
}

async function query<Row>(sql: string): Promise<Row[]> {
  const instance = await DuckDBInstance.create(':memory:');
  const connection = await instance.connect();
  try {
    return (await connection.runAndReadAll(sql)).getRowObjectsJson() as Row[];
  } finally {
    connection.closeSync();
    instance.closeSync();
  }
}

interface ExportedRow {
  event_type: string;
  page_url: string;
  language: string;
  device_type: string;
  counted: boolean;
  flag: string | null;
  rule_version: number;
  visitor_pseudonym: string | null;
  device_pseudonym: string | null;
  network_pseudonym: string | null;
  user_agent: string | null;
  visitor_erased: boolean;
}

describe('GET /api/analytics/export', () => {
  it('writes one typed row per traffic event, read back by DuckDB', async () => {
    const file = await download('typed.parquet', adminCookie);
    const columns = await query<{ column_name: string; column_type: string }>(
      `describe select * from '${file}'`,
    );
    const typeOf = Object.fromEntries(columns.map((c) => [c.column_name, c.column_type]));
    expect(typeOf).toMatchObject({
      global_position: 'BIGINT',
      recorded_at: 'TIMESTAMP WITH TIME ZONE',
      hawaii_day: 'DATE',
      hawaii_hour: 'TINYINT',
      counted: 'BOOLEAN',
      rule_version: 'INTEGER',
    });
    const { rows: traffic } = await t.deps.pool.query<{ n: number }>(
      `select count(*)::int as n from events where type like 'advertising.Ad%Recorded' or type = 'advertising.AdImageViewed'`,
    );
    const rows = await query<ExportedRow>(`select * from '${file}' order by global_position`);
    expect(rows).toHaveLength(traffic[0]!.n);
    const japanese = rows.filter((row) => row.page_url === '/ja/beach/1');
    expect(japanese.map((row) => [row.event_type, row.language, row.device_type, row.counted])).toEqual([
      ['impression', 'ja', 'mobile', true],
      ['click', 'ja', 'mobile', true],
    ]);
    expect(rows.find((row) => row.page_url === '/')).toMatchObject({ counted: false, flag: 'bot' });
  });

  it('keeps no personal data: pseudonyms of this export only, no address, erased people without keys', async () => {
    const first = await query<ExportedRow>(`select * from '${await download('first.parquet')}'`);
    const second = await query<ExportedRow>(`select * from '${await download('second.parquet')}'`);
    const cells = first.flatMap((row) => Object.values(row).map(String));
    expect(visitorIds.length).toBeGreaterThanOrEqual(3);
    for (const visitorId of visitorIds) expect(cells.some((cell) => cell.includes(visitorId))).toBe(false);
    expect(cells.some((cell) => /\b127\.0\.0\.1\b|::1|::ffff:/.test(cell))).toBe(false);

    const pseudonymOf = (rows: ExportedRow[], page: string) =>
      rows.find((row) => row.page_url === page)!.visitor_pseudonym;
    expect(pseudonymOf(first, '/beach/2')).toMatch(/^[\w-]{22}$/);
    // Two exports cannot be joined on their pseudonyms.
    expect(pseudonymOf(second, '/beach/2')).not.toBe(pseudonymOf(first, '/beach/2'));
    // Within one export, one visitor keeps one pseudonym.
    const japanese = first.filter((row) => row.page_url === '/ja/beach/1');
    expect(new Set(japanese.map((row) => row.visitor_pseudonym)).size).toBe(1);

    const erased = first.find((row) => row.page_url === '/business/7')!;
    expect(erased).toMatchObject({
      visitor_erased: true,
      visitor_pseudonym: null,
      device_pseudonym: null,
      network_pseudonym: null,
      user_agent: null,
    });
    expect(first.filter((row) => row.visitor_erased)).toHaveLength(1);
  });

  it("gives the advertiser dashboard's figures back with the README's one DuckDB query", async () => {
    const file = await download('ad-traffic.parquet');
    const figures = await query<{
      day: string;
      ad_id: string;
      impressions: string;
      clicks: string;
      ctr_percent: number;
    }>(README_QUERY.replaceAll("'ad-traffic.parquet'", `'${file}'`));
    const csv = await call(
      t.app,
      'GET',
      `/api/advertisers/${owner.id}/stats?from=${today()}&to=${today()}&format=csv`,
      owner.cookie,
    );
    const dashboard = csv.body
      .trim()
      .split('\n')
      .slice(1)
      .map((line) => line.split(','))
      .filter(([kind]) => kind === 'ad')
      .map(([, day, adId, , , , impressions, , clicks, ctrPercent]) => ({
        day,
        ad_id: adId,
        impressions: Number(impressions),
        clicks: Number(clicks),
        ctr_percent: Number(ctrPercent),
      }));
    expect(dashboard).toHaveLength(1);
    expect(
      figures.map((row) => ({ ...row, impressions: Number(row.impressions), clicks: Number(row.clicks) })),
    ).toEqual(dashboard);
  });

  it('is on the command line too: npm run export -- ad-traffic', async () => {
    const script = path.join(import.meta.dirname, '../../../scripts/export.ts');
    const out = path.join(dir, 'cli.parquet');
    const env = { ...process.env, DATABASE_URL: t.deps.config.DATABASE_URL };
    const run = (...args: string[]) =>
      spawnSync(process.execPath, [script, ...args], { encoding: 'utf8', env });
    const written = run('ad-traffic', '--from', today(), '--to', today(), '--out', out);
    expect(written.stderr).toMatch(/^\d+ events written to .*cli\.parquet \(1 of erased people/);
    const rows = await query<{ n: string }>(`select count(*) as n from '${out}'`);
    expect(Number(rows[0]!.n)).toBe(5);
    const backwards = run('ad-traffic', '--from', '2026-03-02', '--to', '2026-03-01', '--out', out);
    expect([backwards.status, backwards.stderr.trim()]).toEqual([2, 'From must not be after To']);
  });

  it('is for analysts and admins only, and answers a bad range with field errors', async () => {
    const anonymous = await call(t.app, 'GET', `/api/analytics/export?from=${today()}&to=${today()}`);
    expect(anonymous.statusCode).toBe(401);
    const advertiserAnswer = await call(
      t.app,
      'GET',
      `/api/analytics/export?from=${today()}&to=${today()}`,
      owner.cookie,
    );
    expect(advertiserAnswer.statusCode).toBe(403);
    const bad = await call(t.app, 'GET', '/api/analytics/export?from=2026-02-30&to=2026-03-01', adminCookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors.from).toEqual(['From must be a date (YYYY-MM-DD)']);
    const backwards = await call(
      t.app,
      'GET',
      '/api/analytics/export?from=2026-03-02&to=2026-03-01',
      adminCookie,
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().fieldErrors.from).toEqual(['From must not be after To']);
  });
});
