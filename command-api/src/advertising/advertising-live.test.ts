import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { loginCookie, startTestApp, type TestApp } from '../testing/test-app.ts';
import { advertiser, call, campaignInput } from './advertising-test-helpers.ts';

interface LiveMessage {
  type: string;
  projection?: string;
  ids?: string[];
}

let t: TestApp;
const sockets: WebSocket[] = [];
beforeAll(async () => {
  t = await startTestApp({ listen: true });
}, 60_000);
afterAll(async () => {
  for (const socket of sockets) socket.terminate();
  await t.close();
});

async function listen(cookie: string) {
  const messages: LiveMessage[] = [];
  const socket = await t.app.injectWS(
    '/api/live',
    { headers: { cookie } },
    { onInit: (ws) => ws.on('message', (data) => messages.push(JSON.parse(String(data)) as LiveMessage)) },
  );
  sockets.push(socket);
  return messages;
}

const untilTrue = async (check: () => boolean, timeoutMs = 5000) => {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return Date.now() - started;
};

describe('live dashboards', () => {
  it('tell the owner (and admins) about their campaign and payment changes, and nobody else', async () => {
    const owner = await advertiser(t, 'Live');
    const other = await advertiser(t, 'Elsewhere');
    const admin = await loginCookie(t.app, t.admin.email, t.admin.password);
    const campaignId = (await call(t.app, 'POST', '/api/campaigns', owner.cookie, campaignInput())).json()
      .id as string;
    await t.settle();
    const [ownerMessages, otherMessages, adminMessages] = await Promise.all([
      listen(owner.cookie),
      listen(other.cookie),
      listen(admin),
    ]);
    const intent = await call(t.app, 'POST', '/api/create-payment-intent', owner.cookie, { campaignId });
    await t.settle();
    const paidAt = Date.now();
    await call(t.app, 'POST', '/api/payments/test-mode/confirm', owner.cookie, {
      paymentIntentId: intent.json().paymentIntentId,
    });
    const about = (projection: string) => (messages: LiveMessage[]) =>
      messages.some((m) => m.projection === projection && m.ids?.includes(campaignId));
    await untilTrue(() => about('campaigns')(ownerMessages));
    const delayMs = Date.now() - paidAt;
    await untilTrue(() => about('campaigns')(adminMessages));
    await untilTrue(() => ownerMessages.some((m) => m.projection === 'payments'));
    await t.settle();
    // Others hear at most that what the placements show changed (no ids), as every visitor does.
    expect(
      otherMessages.filter(
        (m) => ['campaigns', 'payments'].includes(m.projection ?? '') && (m.ids ?? []).length > 0,
      ),
    ).toEqual([]);
    // Measured, not asserted: a loaded CI machine must not make this test flaky.
    console.info(`campaign change reached the owner's socket ${delayMs} ms after the payment`);
  });
});
