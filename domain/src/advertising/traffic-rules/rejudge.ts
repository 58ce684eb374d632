import type { TrafficFlag } from './traffic-flags.ts';
import type { TrafficInputs } from './index.ts';
import {
  clickFlag,
  FREQUENCY_WINDOW_MS,
  imageViewFlag,
  impressionFlag,
  isBot,
  REPEAT_CLICK_WINDOW_MS,
} from './rule-2.ts';

/** One recorded impression, click or image view as a rule version sees it again. */
export interface TrafficToJudge {
  kind: 'impression' | 'click' | 'image-view';
  adId: string;
  visitorId: string;
  /** Milliseconds since the epoch. */
  at: number;
  inputs: TrafficInputs;
}

/** Judges a log's traffic again, fed in log order; keeps only the state its rule needs. */
export interface TrafficJudge {
  (traffic: TrafficToJudge): TrafficFlag;
  /**
   * Takes in traffic this rule counted (judged null), as judging it did: how a judge picks up its state
   * again from stored verdicts instead of judging the whole log once more.
   */
  remember(traffic: TrafficToJudge): void;
  /** Drops what it keeps of traffic before a time: what no later traffic within its memory span needs. */
  forget(before: number): void;
}

/** Clients that drive a browser or call the API from code, which rule 2's pattern lets through. */
const AUTOMATION =
  /electron|phantomjs|selenium|webdriver|puppeteer|playwright|okhttp|axios|node-fetch|undici|go-http-client|java\/|libwww|scrapy|postman/i;
/** Rule 3 takes a client that does not present itself as a browser ("Mozilla/5.0 (...)") as automation. */
export const isBotByRule3 = (userAgent: string): boolean =>
  isBot(userAgent) || AUTOMATION.test(userAgent) || !/^Mozilla\/5\.0 \(/.test(userAgent);

/** Counted clicks on one ad from one network within this window beyond the limit are a burst. */
export const NETWORK_BURST_WINDOW_MS = 10 * 60_000;
export const NETWORK_BURST_CLICKS = 5;

/** No rule looks further back than this from the traffic it judges. */
export const JUDGE_MEMORY_MS = Math.max(FREQUENCY_WINDOW_MS, REPEAT_CLICK_WINDOW_MS, NETWORK_BURST_WINDOW_MS);

/** A user agent test that remembers its answers (up to a bound): a log repeats few agents many times. */
function remembered(test: (userAgent: string) => boolean): (userAgent: string) => boolean {
  const answers = new Map<string, boolean>();
  return (userAgent) => {
    let answer = answers.get(userAgent);
    if (answer === undefined) {
      answer = test(userAgent);
      if (answers.size < 10_000) answers.set(userAgent, answer);
    }
    return answer;
  };
}

/** The latest counted time per key. */
function lastCounted() {
  const times = new Map<string, number>();
  return {
    within: (key: string, at: number, windowMs: number) => {
      const last = times.get(key);
      return last !== undefined && at - last < windowMs;
    },
    get: (key: string) => times.get(key) ?? null,
    set: (key: string, at: number) => times.set(key, at),
    forget: (before: number) => {
      for (const [key, at] of times) if (at < before) times.delete(key);
    },
  };
}

/** Rule 2, as the API judges when recording: per visitor and ad. */
function rule2Judge(): TrafficJudge {
  const impressions = lastCounted();
  const clicks = lastCounted();
  const isBotAgent = remembered(isBot);
  const remember = ({ kind, adId, visitorId, at }: TrafficToJudge) => {
    if (kind !== 'image-view') (kind === 'impression' ? impressions : clicks).set(`${adId} ${visitorId}`, at);
  };
  const judge = (traffic: TrafficToJudge) => {
    const { kind, adId, visitorId, at, inputs } = traffic;
    const bot = isBotAgent(inputs.userAgent);
    const key = `${adId} ${visitorId}`;
    if (kind === 'image-view') return imageViewFlag(bot, inputs.serve);
    const last = (kind === 'impression' ? impressions : clicks).get(key);
    const flag =
      kind === 'impression'
        ? impressionFlag(bot, inputs.serve, at, last)
        : clickFlag(bot, inputs.serve, at, last);
    if (flag === null) remember(traffic);
    return flag;
  };
  const forget = (before: number) => {
    impressions.forget(before);
    clicks.forget(before);
  };
  return Object.assign(judge, { remember, forget });
}

/**
 * Rule 3: rule 2, judged across visitors too. A fresh cookie (minted on the request that recorded the
 * traffic; a browser that was served the ad has one already) does not count; neither does a click repeated
 * from one device across fresh cookies, a burst of clicks on one ad from one network, or an automation client.
 */
function rule3Judge(): TrafficJudge {
  const impressions = lastCounted();
  const deviceImpressions = lastCounted();
  const clicks = lastCounted();
  const deviceClicks = lastCounted();
  const networkClicks = new Map<string, number[]>();
  const isBotAgent = remembered(isBotByRule3);
  const recentNetworkClicks = (key: string, at: number) => {
    const recent = (networkClicks.get(key) ?? []).filter((t) => at - t < NETWORK_BURST_WINDOW_MS);
    networkClicks.set(key, recent);
    return recent;
  };
  const remember = ({ kind, adId, visitorId, at, inputs }: TrafficToJudge) => {
    if (kind === 'image-view') return;
    const visitor = `${adId} ${visitorId}`;
    const device = `${adId} ${inputs.deviceKey}`;
    if (kind === 'impression') {
      impressions.set(visitor, at);
      deviceImpressions.set(device, at);
      return;
    }
    recentNetworkClicks(`${adId} ${inputs.networkKey}`, at).push(at);
    clicks.set(visitor, at);
    deviceClicks.set(device, at);
  };
  const judge = (traffic: TrafficToJudge): TrafficFlag => {
    const { kind, adId, visitorId, at, inputs } = traffic;
    if (isBotAgent(inputs.userAgent)) return 'bot';
    if (inputs.serve !== 'valid') return inputs.serve;
    if (inputs.cookie === 'new') return 'cookieless';
    if (kind === 'image-view') return null;
    const visitor = `${adId} ${visitorId}`;
    const device = `${adId} ${inputs.deviceKey}`;
    if (kind === 'impression') {
      if (impressions.within(visitor, at, FREQUENCY_WINDOW_MS)) return 'frequency';
      if (deviceImpressions.within(device, at, FREQUENCY_WINDOW_MS)) return 'frequency';
    } else {
      if (clicks.within(visitor, at, REPEAT_CLICK_WINDOW_MS)) return 'repeat';
      if (deviceClicks.within(device, at, REPEAT_CLICK_WINDOW_MS)) return 'device-repeat';
      const network = `${adId} ${inputs.networkKey}`;
      if (recentNetworkClicks(network, at).length >= NETWORK_BURST_CLICKS) return 'network-burst';
    }
    remember(traffic);
    return null;
  };
  const forget = (before: number) => {
    for (const times of [impressions, deviceImpressions, clicks, deviceClicks]) times.forget(before);
    for (const [key, times] of networkClicks) {
      const kept = times.filter((at) => at >= before);
      if (kept.length) networkClicks.set(key, kept);
      else networkClicks.delete(key);
    }
  };
  return Object.assign(judge, { remember, forget });
}
const judges: Record<number, () => TrafficJudge> = { 2: rule2Judge, 3: rule3Judge };

/** A fresh judge for a rule version (its state starts empty: feed it the log from the start). */
export function judgeFor(version: number): TrafficJudge {
  const make = judges[version];
  if (!make) throw new Error(`No rule version ${version}`);
  return make();
}
