import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adTrafficStreamId, type AdTrafficEvent } from '@nsg/domain/advertising/ad-traffic.ts';
import { toNewEvents } from '@nsg/platform/event-store/new-events.ts';
import { call } from '../advertising/advertising-test-helpers.ts';
import { loginCookie, startTestApp, type TestApp } from '../testing/test-app.ts';

/** Enough log for a replay of many pages, so a cancel lands while it is still reading. */
const EVENTS = 40_000;
const BATCH = 1_000;

let t: TestApp;
let analyst: string;
let port: number;
/** The log positions the replay asked for, once the projections (the other readers) have stopped. */
const pagesRead: number[] = [];

async function seedTraffic() {
  const at = new Date().toISOString();
  for (let batch = 0; batch < EVENTS / BATCH; batch++) {
    const streamId = adTrafficStreamId('ad-cancel', `visitor-${batch}`);
    const events: AdTrafficEvent[] = Array.from({ length: BATCH }, () => ({
      type: 'advertising.AdImpressionRecorded',
      data: {
        adId: 'ad-cancel',
        campaignId: 'campaign-cancel',
        advertiserId: 'advertiser-cancel',
        visitorId: `visitor-${batch}`,
        pageUrl: '/',
        deviceType: 'desktop',
        flag: null,
        imageUrl: null,
        ruleVersion: 2,
        inputs: null,
        at,
      },
    }));
    const context = { actor: `visitor:visitor-${batch}`, correlationId: 'cancel-test' };
    await t.deps.store.append(streamId, toNewEvents(events, context, streamId), { expectedRevision: 'any' });
  }
}

beforeAll(async () => {
  t = await startTestApp({ listen: true });
  port = (t.app.server.address() as { port: number }).port;
  const admin = await loginCookie(t.app, t.admin.email, t.admin.password);
  const account = { name: 'Cancel Reader', email: 'cancel@analysts.test', password: 'replay-the-log' };
  await call(t.app, 'POST', '/api/admin/analysts', admin, account);
  analyst = await loginCookie(t.app, account.email, account.password);
  await seedTraffic();
  await t.settle();
  await t.stopProjections();
  const readAll = t.deps.store.readAll.bind(t.deps.store);
  t.deps.store.readAll = (options) => {
    pagesRead.push(pagesRead.length);
    return readAll(options);
  };
}, 180_000);
afterAll(() => t.close());

/** Opens the report over a real connection and closes it once the first progress past zero arrives. */
function reportCancelledAfterFirstProgress(query: string): Promise<void> {
  return new Promise((resolve) => {
    const call = httpRequest(
      { host: '127.0.0.1', port, path: `/api/analytics/report?${query}`, headers: { cookie: analyst } },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => {
          text += chunk.toString();
          if (/"done":[1-9]/.test(text)) call.destroy();
        });
        response.on('error', () => {});
      },
    );
    call.on('error', () => {});
    call.on('close', () => resolve());
    call.end();
  });
}

describe('cancelling a report', () => {
  it(
    'stops the replay on the server when the analyst closes the connection',
    { timeout: 60_000 },
    async () => {
      const today = new Date(Date.now() - 10 * 3_600_000).toISOString().slice(0, 10);
      await reportCancelledAfterFirstProgress(`from=${today}&to=${today}&groupBy=campaign`);
      const readWhenCancelled = pagesRead.length;
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      const pagesInLog = Math.ceil(EVENTS / 2_000);
      // The page being read as the connection closed may finish; nothing after it is read.
      expect(pagesRead.length).toBeLessThanOrEqual(readWhenCancelled + 1);
      expect(pagesRead.length).toBeLessThan(pagesInLog);
    },
  );
});
