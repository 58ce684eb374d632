export type WeatherSeverity = 'low' | 'medium' | 'high';

/** Spec 000 §9: storm/hurricane or wind above 25 mph is high; rain/wind or wind above 15 mph is medium. */
export function weatherSeverity(condition: string, windSpeedMph: number | null): WeatherSeverity {
  const text = condition.toLowerCase();
  const speed = windSpeedMph ?? 0;
  if (text.includes('storm') || text.includes('hurricane') || speed > 25) return 'high';
  if (text.includes('rain') || text.includes('wind') || speed > 15) return 'medium';
  return 'low';
}

/** Retry delay for live cards: exponential backoff capped at 30 s (spec 000 §7). */
export const LIVE_RETRIES = 3;
export const liveRetryDelay = (attempt: number) => Math.min(1000 * 2 ** attempt, 30_000);
