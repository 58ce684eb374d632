import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentDecider, paymentStreamId } from '@nsg/domain/advertising/payment.ts';
import { handleCommand } from '@nsg/platform/event-store/handle-command.ts';
import { advertiser, mailSubjectsTo, paidCampaign } from '../advertising/advertising-test-helpers.ts';
import { loginCookie, startTestApp, type TestApp } from '../testing/test-app.ts';
import { paymentIdOf } from './payments-routes.ts';
import { refundMailReactor } from './refund-mail-reactor.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await loginCookie(t.app, t.admin.email, t.admin.password);
});
afterAll(() => t.close());

describe('the refund mail reactor', () => {
  it('tells the advertiser of a refund once, though the process died right after recording it', async () => {
    const pua = await advertiser(t, 'Pua');
    const campaignId = await paidCampaign(t, pua.cookie);

    const streamId = paymentStreamId(paymentIdOf(campaignId));
    const { appended } = await handleCommand(
      t.deps.store,
      paymentDecider,
      streamId,
      {
        kind: 'RecordRefund',
        refundId: 're_test_crash',
        reason: 'Closed for the season.',
        by: 'admin:someone',
        now: new Date(),
      },
      { actor: 'admin:someone', correlationId: 'refund-then-crash' },
    );
    const refunded = (await t.deps.store.readStream(streamId)).find(
      (event) => event.revision === appended!.nextRevision,
    )!;

    const reactor = refundMailReactor(t.deps);
    await reactor.react(refunded);
    await reactor.react(refunded);

    const refunds = (await mailSubjectsTo(t, admin, 'pua@shop.test')).filter((s) => s.startsWith('Refund'));
    expect(refunds).toEqual(['Refund: $90.00 for Sunset surf lessons']);
  });
});
