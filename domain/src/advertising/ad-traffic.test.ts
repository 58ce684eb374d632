import { describe, it } from 'vitest';
import { deciderSpec } from '../shared/decider-spec.ts';
import {
  adTrafficDecider,
  REPEAT_CLICK_WINDOW_MS,
  type AdClickRecorded,
  type AdImpressionRecorded,
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
};
const now = new Date('2026-03-01T20:00:00.000Z');
const later = (ms: number) => new Date(now.getTime() + ms);
const impression = (flag: 'bot' | null, at = now): AdImpressionRecorded => ({
  type: 'advertising.AdImpressionRecorded',
  data: { ...traffic, flag, at: at.toISOString() },
});
const click = (flag: AdClickRecorded['data']['flag'], at = now): AdClickRecorded => ({
  type: 'advertising.AdClickRecorded',
  data: { ...traffic, flag, referrer: '/beaches', at: at.toISOString() },
});
const clickAt = (at: Date, bot = false) =>
  ({ kind: 'RecordClick', traffic, bot, referrer: '/beaches', now: at }) as const;

describe('ad traffic decider', () => {
  it('records every impression, a bot flagged', () => {
    deciderSpec(adTrafficDecider)
      .given([])
      .when({ kind: 'RecordImpression', traffic, bot: false, now })
      .then([impression(null)]);
    deciderSpec(adTrafficDecider)
      .given([impression(null)])
      .when({ kind: 'RecordImpression', traffic, bot: true, now })
      .then([impression('bot')]);
  });

  it('counts a click from a visitor shown the ad', () => {
    deciderSpec(adTrafficDecider)
      .given([impression(null)])
      .when(clickAt(later(1000)))
      .then([click(null, later(1000))]);
  });

  it('flags a click from a visitor never shown the ad, or shown it only as a bot', () => {
    deciderSpec(adTrafficDecider)
      .given([])
      .when(clickAt(now))
      .then([click('no-impression')]);
    deciderSpec(adTrafficDecider)
      .given([impression('bot')])
      .when(clickAt(now))
      .then([click('no-impression')]);
  });

  it('flags a bot click whatever came before', () => {
    deciderSpec(adTrafficDecider)
      .given([impression(null)])
      .when(clickAt(now, true))
      .then([click('bot')]);
  });

  it('flags a click within 30 s of a counted click as a repeat, and counts the one after', () => {
    const first = click(null, now);
    deciderSpec(adTrafficDecider)
      .given([impression(null), first])
      .when(clickAt(later(REPEAT_CLICK_WINDOW_MS - 1)))
      .then([click('repeat', later(REPEAT_CLICK_WINDOW_MS - 1))]);
    deciderSpec(adTrafficDecider)
      .given([impression(null), first])
      .when(clickAt(later(REPEAT_CLICK_WINDOW_MS)))
      .then([click(null, later(REPEAT_CLICK_WINDOW_MS))]);
  });

  it('times the window from the last counted click, not from a flagged repeat', () => {
    deciderSpec(adTrafficDecider)
      .given([impression(null), click(null, now), click('repeat', later(20_000))])
      .when(clickAt(later(REPEAT_CLICK_WINDOW_MS + 1)))
      .then([click(null, later(REPEAT_CLICK_WINDOW_MS + 1))]);
  });
});
