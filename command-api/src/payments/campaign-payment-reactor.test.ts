import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentDecider, paymentStreamId } from '@nsg/domain/advertising/payment.ts';
import { handleCommand } from '@nsg/platform/event-store/handle-command.ts';
import { advertiser, call, campaignInput } from '../advertising/advertising-test-helpers.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { campaignPaymentReactor } from './campaign-payment-reactor.ts';
import { paymentIdOf } from './payments-routes.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const countEvents = async (type: string, where: string, value: string) =>
  Number(
    (
      await t.database.pool.query<{ count: string }>(
        `select count(*) from events where type = $1 and ${where} = $2`,
        [type, value],
      )
    ).rows[0]!.count,
  );

describe('the campaign payment reactor', () => {
  it('activates the paid campaign and queues its receipt once, though the webhook stopped after recording the payment', async () => {
    const kai = await advertiser(t, 'Kai');
    const campaign = (await call(t.app, 'POST', '/api/campaigns', kai.cookie, campaignInput())).json<{
      id: string;
    }>();
    await t.settle();
    const intent = await call(t.app, 'POST', '/api/create-payment-intent', kai.cookie, {
      campaignId: campaign.id,
    });
    const { paymentIntentId, amount } = intent.json<{ paymentIntentId: string; amount: number }>();

    // All the webhook did before the process died: the payment's outcome, nothing after it.
    const paymentId = paymentIdOf(campaign.id);
    const { appended } = await handleCommand(
      t.deps.store,
      paymentDecider,
      paymentStreamId(paymentId),
      {
        kind: 'RecordPaymentOutcome',
        outcome: 'succeeded',
        paymentIntentId,
        amount,
        providerEventId: 'evt_died_after_outcome',
        message: null,
        now: new Date(),
      },
      { actor: 'system:stripe', correlationId: 'evt_died_after_outcome' },
    );
    const succeeded = (await t.deps.store.readStream(paymentStreamId(paymentId))).find(
      (event) => event.revision === appended!.nextRevision,
    )!;

    const reactor = campaignPaymentReactor(t.deps);
    await reactor.react(succeeded);
    await reactor.react(succeeded);
    await t.settle();

    expect(await countEvents('advertising.CampaignActivated', "data->>'campaignId'", campaign.id)).toBe(1);
    const receipts = await t.database.pool.query<{ subject: string }>(
      `select data->>'subject' as subject from events where type = 'mail.MessageQueued' and data->>'subject' like 'Receipt:%'`,
    );
    expect(receipts.rows.map((row) => row.subject)).toEqual(['Receipt: $90.00 for Sunset surf lessons']);
    const shown = await call(t.app, 'GET', `/api/campaigns/${campaign.id}`, kai.cookie);
    expect(shown.json<{ status: string }>().status).toBe('active');
  });
});
