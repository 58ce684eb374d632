import type { ServeCheck, TrafficFlag } from './traffic-flags.ts';

/** Clicks by one visitor on one ad within this window after a counted click are repeats. */
export const REPEAT_CLICK_WINDOW_MS = 30_000;

/** Views by one visitor (one browser) of one ad within this window after a counted view are not billed. */
export const FREQUENCY_WINDOW_MINUTES = 30;
export const FREQUENCY_WINDOW_MS = FREQUENCY_WINDOW_MINUTES * 60_000;

const BOT =
  /bot|crawl|spider|slurp|headless|lighthouse|preview|curl|wget|python-requests|httpclient|facebookexternalhit/i;
export const isBot = (userAgent: string | undefined): boolean => !userAgent || BOT.test(userAgent);

/**
 * Rule 2 for an impression: a bot never counts; nor does an ad the server did not serve to this page view
 * (a missing, forged, expired or already used serve token); a repeat view soon after a counted one is
 * recorded but not billed.
 */
export function impressionFlag(
  bot: boolean,
  serve: ServeCheck,
  at: number,
  lastCountedImpressionAt: number | null,
): TrafficFlag {
  if (bot) return 'bot';
  if (serve !== 'valid') return serve;
  if (lastCountedImpressionAt !== null && at - lastCountedImpressionAt < FREQUENCY_WINDOW_MS)
    return 'frequency';
  return null;
}

/**
 * Rule 2 for a click: a bot never counts; a click needs the serve token of the ad it followed (one counted
 * click per token); a click soon after a counted one repeats it.
 */
export function clickFlag(
  bot: boolean,
  serve: ServeCheck,
  at: number,
  lastCountedClickAt: number | null,
): TrafficFlag {
  if (bot) return 'bot';
  if (serve !== 'valid') return serve;
  if (lastCountedClickAt !== null && at - lastCountedClickAt < REPEAT_CLICK_WINDOW_MS) return 'repeat';
  return null;
}

/** Rule 2 for an image view: served and seen, once per image and serve token. */
export const imageViewFlag = (bot: boolean, serve: ServeCheck): TrafficFlag =>
  bot ? 'bot' : serve === 'valid' ? null : serve;
