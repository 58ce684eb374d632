import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advertiser, call } from '../advertising/advertising-test-helpers.ts';
import { loginCookie, startTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
let analyst: string;
beforeAll(async () => {
  t = await startTestApp();
  const admin = await loginCookie(t.app, t.admin.email, t.admin.password);
  const account = { name: 'Report Reader', email: 'reader@analysts.test', password: 'replay-the-log' };
  await call(t.app, 'POST', '/api/admin/analysts', admin, account);
  analyst = await loginCookie(t.app, account.email, account.password);
});
afterAll(() => t.close());

const report = (query: string, cookie = analyst) =>
  call(t.app, 'GET', `/api/analytics/report?${query}`, cookie);
const lines = (body: string) =>
  body
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, unknown>);

describe('GET /api/analytics/report', () => {
  it('is for analysts and admins only', async () => {
    const query = 'from=2026-11-01&to=2026-11-07';
    expect((await report(query, '')).statusCode).toBe(401);
    expect((await report(query, (await advertiser(t, 'Kai')).cookie)).statusCode).toBe(403);
  });

  it('answers bad input with a 400 and field errors, before any replay', async () => {
    const cases: [string, string][] = [
      ['from=2026-11-08&to=2026-11-01', 'from'],
      ['from=yesterday&to=2026-11-01', 'from'],
      ['from=2026-11-01&to=2026-11-07&groupBy=placement,weather', 'groupBy'],
      ['from=2026-11-01&to=2026-11-07&rules=99', 'rules'],
      ['from=2026-11-01&to=2026-11-07&compareRules=v2', 'compareRules'],
      ['from=2026-11-01&to=2026-11-07&asOfTime=last-tuesday', 'asOfTime'],
      ['from=2026-11-01&to=2026-11-07&asOfPosition=12', 'asOfPosition'],
      ['from=2026-11-01&to=2026-11-07&asOfPosition=1-1&asOfTime=2026-11-05T00:00:00Z', 'asOfTime'],
    ];
    for (const [query, field] of cases) {
      const answer = await report(query);
      expect(answer.statusCode, query).toBe(400);
      const fields = Object.keys(answer.json<{ fieldErrors: object }>().fieldErrors);
      expect(
        fields.some((name) => name === field || name.startsWith(`${field}.`)),
        `${query}: ${fields}`,
      ).toBe(true);
    }
  });

  it('streams progress lines, then the report, as NDJSON', async () => {
    const answer = await report('from=2026-11-01&to=2026-11-07&groupBy=placement,language&compareRules=3');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('application/x-ndjson');
    const sent = lines(answer.body);
    expect(sent[0]).toHaveProperty('progress');
    expect(sent.at(-1)).toMatchObject({
      report: { ruleVersion: 'recorded', rows: expect.any(Array), comparison: { ruleVersion: 3 } },
    });
  });
});

describe('GET /api/analytics/rule-versions', () => {
  it('lists each version with its summary in the language asked for', async () => {
    const answer = await call(t.app, 'GET', '/api/analytics/rule-versions?lang=ja', analyst);
    const { current, versions } = answer.json<{
      current: number;
      versions: { version: number; summary: string }[];
    }>();
    expect(versions.map((rule) => rule.version)).toContain(current);
    expect(versions[0]!.summary).toMatch(/[\u3040-\u30ff]/);
    expect((await call(t.app, 'GET', '/api/analytics/rule-versions?lang=fr', analyst)).statusCode).toBe(400);
  });
});
