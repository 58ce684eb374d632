import { loginCookie, type TestApp } from '../../testing/test-app.ts';
import type { Send } from './walk-send.ts';

/** An admin makes an analyst, who reads the rule versions and runs a report. */
export async function walkAnalytics(t: TestApp, send: Send, admin: string): Promise<void> {
  const analyst = { name: 'Walk Analyst', email: 'walk-analyst@analysts.test', password: 'walk-the-log' };
  await send('POST', '/api/admin/analysts', {}, { cookie: admin, body: analyst });
  await send('GET', '/api/admin/analysts', {}, { cookie: admin });
  const cookie = await loginCookie(t.app, analyst.email, analyst.password);
  await send('GET', '/api/analytics/rule-versions', {}, { cookie, query: 'lang=ja' });
  await send(
    'GET',
    '/api/analytics/report',
    {},
    { cookie, query: 'from=2026-11-01&to=2026-11-07&groupBy=placement,language&rules=recorded' },
  );
}
