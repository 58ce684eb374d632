import { z } from 'zod';
import type { Decider } from '../shared/decider.ts';
import type { DomainEvent } from '../shared/events.ts';

export type DeviceType = 'mobile' | 'tablet' | 'desktop';
/** Why a recorded impression or click is not counted. Flagged events are kept in the log. */
export type TrafficFlag = 'bot' | 'repeat' | 'no-impression' | null;

/** Clicks by one visitor on one ad within this window after a counted click are repeats. */
export const REPEAT_CLICK_WINDOW_MS = 30_000;

export const adTrafficSchema = z.object({
  pageUrl: z.string().trim().max(2000, 'Page URL must be under 2000 characters').default('/'),
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
  at: string;
}
export type AdImpressionRecorded = DomainEvent<'advertising.AdImpressionRecorded', Traffic>;
export type AdClickRecorded = DomainEvent<
  'advertising.AdClickRecorded',
  Traffic & { referrer: string | null }
>;
export type AdTrafficEvent = AdImpressionRecorded | AdClickRecorded;

/** Impressions and clicks of one visitor on one ad: the repeat-click rule needs only this stream. */
export const adTrafficStreamId = (adId: string, visitorId: string) => `ad_traffic-${adId}-${visitorId}`;

const BOT =
  /bot|crawl|spider|slurp|headless|lighthouse|preview|curl|wget|python-requests|httpclient|facebookexternalhit/i;
export const isBot = (userAgent: string | undefined): boolean => !userAgent || BOT.test(userAgent);

export function deviceTypeOf(userAgent: string | undefined): DeviceType {
  if (!userAgent) return 'desktop';
  if (/ipad|tablet/i.test(userAgent)) return 'tablet';
  if (/mobi|android|iphone/i.test(userAgent)) return 'mobile';
  return 'desktop';
}

/**
 * The counting rule for a click, applied when it is recorded (the flag is kept on the event, so replays
 * and dashboards count the same): a bot never counts; a visitor who was never shown the ad cannot
 * have clicked it (a script posting clicks without a cookie); a click soon after a counted one repeats it.
 */
export function clickFlag(
  bot: boolean,
  at: number,
  lastCountedClickAt: number | null,
  sawImpression: boolean,
): TrafficFlag {
  if (bot) return 'bot';
  if (!sawImpression) return 'no-impression';
  if (lastCountedClickAt !== null && at - lastCountedClickAt < REPEAT_CLICK_WINDOW_MS) return 'repeat';
  return null;
}

/** What a recorded impression or click says of the ad and its visitor; flag and time are decided. */
export type TrafficFacts = Omit<Traffic, 'flag' | 'at'>;

export type AdTrafficCommand =
  | { kind: 'RecordImpression'; traffic: TrafficFacts; bot: boolean; now: Date }
  | { kind: 'RecordClick'; traffic: TrafficFacts; bot: boolean; referrer: string | null; now: Date };

/** One visitor's history with one ad, as far as the counting rule needs it. */
export interface AdTrafficState {
  sawCountedImpression: boolean;
  lastCountedClickAt: number | null;
}

/**
 * Records every impression and click, flagged when it does not count. An impression depends on nothing
 * recorded before it; a click is judged by `clickFlag` on the visitor's stream for the ad.
 */
export const adTrafficDecider: Decider<AdTrafficCommand, AdTrafficEvent, AdTrafficState> = {
  initialState: () => ({ sawCountedImpression: false, lastCountedClickAt: null }),
  decide(command, state) {
    const at = command.now.toISOString();
    if (command.kind === 'RecordImpression') {
      const flag = command.bot ? 'bot' : null;
      return [{ type: 'advertising.AdImpressionRecorded', data: { ...command.traffic, flag, at } }];
    }
    const flag = clickFlag(
      command.bot,
      command.now.getTime(),
      state.lastCountedClickAt,
      state.sawCountedImpression,
    );
    return [
      {
        type: 'advertising.AdClickRecorded',
        data: { ...command.traffic, flag, referrer: command.referrer, at },
      },
    ];
  },
  evolve(state, event) {
    if (event.data.flag !== null) return state;
    return event.type === 'advertising.AdImpressionRecorded'
      ? { ...state, sawCountedImpression: true }
      : { ...state, lastCountedClickAt: Date.parse(event.data.at) };
  },
};

/** Click-through rate in percent, two decimals; 0 without impressions. */
export const ctr = (clicks: number, impressions: number) =>
  impressions === 0 ? 0 : Math.round((clicks / impressions) * 10_000) / 100;
