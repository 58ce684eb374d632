import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adDecider, adStreamId } from '@nsg/domain/advertising/ad.ts';
import { handleCommand } from '@nsg/platform/event-store/handle-command.ts';
import { loginCookie, startTestApp, type TestApp } from '../testing/test-app.ts';
import { adModerationMailReactor } from './ad-moderation-mail-reactor.ts';
import { adInput, advertiser, call, mailSubjectsTo, paidCampaign } from './advertising-test-helpers.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await loginCookie(t.app, t.admin.email, t.admin.password);
});
afterAll(() => t.close());

describe('the ad moderation mail reactor', () => {
  it('tells the advertiser of a rejection once, with the title reviewed, though the process died after it', async () => {
    const hoku = await advertiser(t, 'Hoku');
    const campaignId = await paidCampaign(t, hoku.cookie);
    const ad = (await call(t.app, 'POST', '/api/ads', hoku.cookie, adInput(campaignId))).json<{
      id: string;
    }>();
    await t.settle();

    const streamId = adStreamId(ad.id);
    const { appended } = await handleCommand(
      t.deps.store,
      adDecider,
      streamId,
      {
        kind: 'ModerateAd',
        status: 'rejected',
        reason: 'Blurry photo.',
        by: 'admin:someone',
        now: new Date(),
      },
      { actor: 'admin:someone', correlationId: 'rejected-then-crash' },
    );
    const rejected = (await t.deps.store.readStream(streamId)).find(
      (event) => event.revision === appended!.nextRevision,
    )!;

    const reactor = adModerationMailReactor(t.deps);
    await reactor.react(rejected);
    await reactor.react(rejected);

    expect(
      (await mailSubjectsTo(t, admin, 'hoku@shop.test')).filter((subject) => subject.startsWith('Your ad')),
    ).toEqual(['Your ad "Surf lessons from $60" was not approved']);
  });
});
