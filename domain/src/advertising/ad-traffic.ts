import { z } from 'zod';
import type { Decider } from '../shared/decider.ts';
import type { DomainEvent } from '../shared/events.ts';

import { CURRENT_RULE_VERSION, type TrafficInputs } from './traffic-rules/index.ts';
import { clickFlag, imageViewFlag, impressionFlag } from './traffic-rules/rule-2.ts';
import type { ServeCheck, TrafficFlag } from './traffic-rules/traffic-flags.ts';

export type { ServeCheck, TrafficFlag } from './traffic-rules/traffic-flags.ts';
export type { TrafficInputs } from './traffic-rules/index.ts';
export {
  clickFlag,
  FREQUENCY_WINDOW_MINUTES,
  impressionFlag,
  isBot,
  REPEAT_CLICK_WINDOW_MS,
} from './traffic-rules/rule-2.ts';
export type DeviceType = 'mobile' | 'tablet' | 'desktop';

/**
 * The counting rule in force, kept on each impression and click so analysts can tell the rules apart.
 * 1: an impression when the ad's code loaded, one per image. 2: a viewable impression (half the ad in view
 * for a continuous second) of an ad served with a signed single-use token, repeat views not billed.
 */
export const COUNTING_RULE_VERSION = CURRENT_RULE_VERSION;

export const adTrafficSchema = z.object({
  pageUrl: z.string().trim().max(2000, 'Page URL must be under 2000 characters').default('/'),
  serveToken: z
    .string()
    .max(1000, 'Serve token must be under 1000 characters')
    .optional()
    .describe('The token the ad was served with (GET /api/ads); without a valid one nothing is counted'),
  imageUrl: z
    .string()
    .trim()
    .max(500, 'Image URL must be under 500 characters')
    .optional()
    .describe(
      "The image of a rotating ad that was on screen; counted only when it is one of the ad's images",
    ),
});

interface Traffic {
  adId: string;
  campaignId: string;
  advertiserId: string;
  visitorId: string;
  pageUrl: string;
  deviceType: DeviceType;
  flag: TrafficFlag;
  /** The ad image on screen, when it is one of the ad's own; since v2 (null before). */
  imageUrl: string | null;
  /** The counting rule that set the flag (COUNTING_RULE_VERSION then); since v3 (1 before). */
  ruleVersion: number;
  /** What any rule version needs to judge it again; since v4 (impressions, clicks) and v2 (image views). */
  inputs: TrafficInputs | null;
  at: string;
}
export type AdImpressionRecorded = DomainEvent<'advertising.AdImpressionRecorded', Traffic>;
export type AdClickRecorded = DomainEvent<
  'advertising.AdClickRecorded',
  Traffic & { referrer: string | null }
>;
/**
 * One image of an ad viewable (half in view, a continuous second) while it was on screen: a measure of its
 * own, per image; a rotating ad makes one impression and an image view per image seen.
 */
export type AdImageViewed = DomainEvent<'advertising.AdImageViewed', Traffic & { imageUrl: string }>;
export type AdTrafficEvent = AdImpressionRecorded | AdClickRecorded | AdImageViewed;

/** Impressions and clicks of one visitor on one ad: the repeat-click rule needs only this stream. */
export const adTrafficStreamId = (adId: string, visitorId: string) => `ad_traffic-${adId}-${visitorId}`;

export function deviceTypeOf(userAgent: string | undefined): DeviceType {
  if (!userAgent) return 'desktop';
  if (/ipad|tablet/i.test(userAgent)) return 'tablet';
  if (/mobi|android|iphone/i.test(userAgent)) return 'mobile';
  return 'desktop';
}

/** What a recorded impression or click says of the ad and its visitor; flag, rule and time are decided. */
export type TrafficFacts = Omit<Traffic, 'flag' | 'at' | 'ruleVersion'>;

interface Judged {
  traffic: TrafficFacts;
  bot: boolean;
  serve: ServeCheck;
  now: Date;
}
export type AdTrafficCommand =
  | ({ kind: 'RecordImpression' } & Judged)
  | ({ kind: 'RecordImageView'; imageUrl: string } & Judged)
  | ({ kind: 'RecordClick'; referrer: string | null } & Judged);

/** One visitor's history with one ad, as far as the counting rule needs it. */
export interface AdTrafficState {
  lastCountedImpressionAt: number | null;
  lastCountedClickAt: number | null;
}

/** Records every impression and click, flagged when it does not count, judged on the visitor's stream. */
export const adTrafficDecider: Decider<AdTrafficCommand, AdTrafficEvent, AdTrafficState> = {
  initialState: () => ({ lastCountedImpressionAt: null, lastCountedClickAt: null }),
  decide(command, state) {
    const at = command.now.toISOString();
    const ruleVersion = COUNTING_RULE_VERSION;
    const time = command.now.getTime();
    if (command.kind === 'RecordImpression') {
      const flag = impressionFlag(command.bot, command.serve, time, state.lastCountedImpressionAt);
      return [
        { type: 'advertising.AdImpressionRecorded', data: { ...command.traffic, flag, ruleVersion, at } },
      ];
    }
    if (command.kind === 'RecordImageView') {
      // Served and seen, once per image and serve token; repeat views are the impression's concern.
      const flag = imageViewFlag(command.bot, command.serve);
      const data = { ...command.traffic, imageUrl: command.imageUrl, flag, ruleVersion, at };
      return [{ type: 'advertising.AdImageViewed', data }];
    }
    const flag = clickFlag(command.bot, command.serve, time, state.lastCountedClickAt);
    const referrer = command.referrer;
    return [
      { type: 'advertising.AdClickRecorded', data: { ...command.traffic, flag, ruleVersion, referrer, at } },
    ];
  },
  evolve(state, event) {
    if (event.data.flag !== null || event.type === 'advertising.AdImageViewed') return state;
    const at = Date.parse(event.data.at);
    return event.type === 'advertising.AdImpressionRecorded'
      ? { ...state, lastCountedImpressionAt: at }
      : { ...state, lastCountedClickAt: at };
  },
};

/** Click-through rate in percent, two decimals; 0 without impressions. */
export const ctr = (clicks: number, impressions: number) =>
  impressions === 0 ? 0 : Math.round((clicks / impressions) * 10_000) / 100;
