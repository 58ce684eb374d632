export const weatherSeverities = ['low', 'medium', 'high'] as const;
export type WeatherSeverity = (typeof weatherSeverities)[number];

/**
 * Spec 000 §9: high if the condition contains storm or hurricane or the wind is above 25 mph; medium
 * if it contains rain or wind or the wind is above 15 mph; else low.
 */
export function weatherSeverity(condition: string, windSpeedMph: number | null): WeatherSeverity {
  const text = condition.toLowerCase();
  const wind = windSpeedMph ?? 0;
  if (text.includes('storm') || text.includes('hurricane') || wind > 25) return 'high';
  if (text.includes('rain') || text.includes('wind') || wind > 15) return 'medium';
  return 'low';
}

export const severityRank = (severity: WeatherSeverity) => weatherSeverities.indexOf(severity);
