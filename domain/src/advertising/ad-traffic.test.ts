import { describe, expect, it } from 'vitest';
import { upcast } from '../event-versions.ts';
import { deciderSpec } from '../shared/decider-spec.ts';
import {
  adTrafficDecider,
  COUNTING_RULE_VERSION,
  FREQUENCY_WINDOW_MINUTES,
  REPEAT_CLICK_WINDOW_MS,
  type AdClickRecorded,
  type AdImageViewed,
  type AdImpressionRecorded,
  type ServeCheck,
  type TrafficFacts,
} from './ad-traffic.ts';

const traffic: TrafficFacts = {
  adId: '33333333-3333-4333-8333-333333333333',
  campaignId: '11111111-1111-4111-8111-111111111111',
  advertiserId: '22222222-2222-4222-8222-222222222222',
  visitorId: 'visitor-1',
  pageUrl: '/beaches/1',
  imageUrl: null,
  deviceType: 'mobile',
  inputs: null,
};
const now = new Date('2026-03-01T20:00:00.000Z');
const later = (ms: number) => new Date(now.getTime() + ms);
const FREQUENCY_MS = FREQUENCY_WINDOW_MINUTES * 60_000;
const impression = (flag: AdImpressionRecorded['data']['flag'], at = now): AdImpressionRecorded => ({
  type: 'advertising.AdImpressionRecorded',
  data: { ...traffic, flag, ruleVersion: COUNTING_RULE_VERSION, at: at.toISOString() },
});
const click = (flag: AdClickRecorded['data']['flag'], at = now): AdClickRecorded => ({
  type: 'advertising.AdClickRecorded',
  data: { ...traffic, flag, ruleVersion: COUNTING_RULE_VERSION, referrer: '/beaches', at: at.toISOString() },
});
const viewAt = (at: Date, serve: ServeCheck = 'valid', bot = false) =>
  ({ kind: 'RecordImpression', traffic, bot, serve, now: at }) as const;
const clickAt = (at: Date, serve: ServeCheck = 'valid', bot = false) =>
  ({ kind: 'RecordClick', traffic, bot, serve, referrer: '/beaches', now: at }) as const;

describe('ad traffic decider, counting rule 2', () => {
  it('counts a viewable impression of a served ad, and records the rule that judged it', () => {
    deciderSpec(adTrafficDecider)
      .given([])
      .when(viewAt(now))
      .then([impression(null)]);
    expect(COUNTING_RULE_VERSION).toBe(2);
  });

  it('records but does not count an impression without a valid, unused serve token', () => {
    for (const serve of ['no-serve-token', 'bad-token', 'token-expired', 'token-used'] as const) {
      deciderSpec(adTrafficDecider)
        .given([])
        .when(viewAt(now, serve))
        .then([impression(serve)]);
    }
  });

  it('flags a bot impression even with a token', () => {
    deciderSpec(adTrafficDecider)
      .given([])
      .when(viewAt(now, 'valid', true))
      .then([impression('bot')]);
  });

  it('does not bill repeat views by the same visitor within the frequency window', () => {
    deciderSpec(adTrafficDecider)
      .given([impression(null)])
      .when(viewAt(later(45_000)))
      .then([impression('frequency', later(45_000))]);
    deciderSpec(adTrafficDecider)
      .given([impression(null), impression('frequency', later(FREQUENCY_MS - 1))])
      .when(viewAt(later(FREQUENCY_MS)))
      .then([impression(null, later(FREQUENCY_MS))]);
  });

  it('counts a click carrying a valid serve token, even before the view was counted', () => {
    deciderSpec(adTrafficDecider)
      .given([])
      .when(clickAt(now))
      .then([click(null)]);
  });

  it('flags a click without a valid token, a second click on the same token, and a bot', () => {
    deciderSpec(adTrafficDecider)
      .given([impression(null)])
      .when(clickAt(now, 'no-serve-token'))
      .then([click('no-serve-token')]);
    deciderSpec(adTrafficDecider)
      .given([impression(null), click(null)])
      .when(clickAt(later(60_000), 'token-used'))
      .then([click('token-used', later(60_000))]);
    deciderSpec(adTrafficDecider)
      .given([impression(null)])
      .when(clickAt(now, 'valid', true))
      .then([click('bot')]);
  });

  it('flags a click within 30 s of a counted click as a repeat, timed from the last counted one', () => {
    deciderSpec(adTrafficDecider)
      .given([impression(null), click(null, now)])
      .when(clickAt(later(REPEAT_CLICK_WINDOW_MS - 1)))
      .then([click('repeat', later(REPEAT_CLICK_WINDOW_MS - 1))]);
    deciderSpec(adTrafficDecider)
      .given([impression(null), click(null, now), click('repeat', later(20_000))])
      .when(clickAt(later(REPEAT_CLICK_WINDOW_MS + 1)))
      .then([click(null, later(REPEAT_CLICK_WINDOW_MS + 1))]);
  });

  it('records an image view of a served ad, flagged without a valid token or as a bot', () => {
    const imageUrl = '/uploads/ads/two.webp';
    const view = (flag: AdImageViewed['data']['flag']): AdImageViewed => ({
      type: 'advertising.AdImageViewed',
      data: { ...traffic, imageUrl, flag, ruleVersion: COUNTING_RULE_VERSION, at: now.toISOString() },
    });
    const imageViewed = (serve: ServeCheck, bot = false) =>
      ({ kind: 'RecordImageView', traffic, imageUrl, bot, serve, now }) as const;
    deciderSpec(adTrafficDecider)
      .given([impression(null)])
      .when(imageViewed('valid'))
      .then([view(null)]);
    deciderSpec(adTrafficDecider)
      .given([])
      .when(imageViewed('token-used'))
      .then([view('token-used')]);
    deciderSpec(adTrafficDecider)
      .given([])
      .when(imageViewed('valid', true))
      .then([view('bot')]);
    // An image view is not an impression: the next view of the ad is still billed.
    deciderSpec(adTrafficDecider)
      .given([view(null)])
      .when(viewAt(now))
      .then([impression(null)]);
  });

  it('reads older impressions and clicks as judged by rule 1', () => {
    const v1 = { ...traffic, flag: null, at: now.toISOString() };
    delete (v1 as Partial<typeof v1>).imageUrl;
    expect(upcast('advertising.AdImpressionRecorded', 1, v1)).toMatchObject({
      imageUrl: null,
      ruleVersion: 1,
    });
    expect(upcast('advertising.AdClickRecorded', 2, { ...v1, imageUrl: null })).toMatchObject({
      ruleVersion: 1,
    });
    expect(upcast('advertising.AdImpressionRecorded', 3, impression(null).data)).toMatchObject({
      ruleVersion: 2,
    });
  });
});
