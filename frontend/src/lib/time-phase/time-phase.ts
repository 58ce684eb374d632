import { getTimes } from 'suncalc';

/** Reference point for sun times (spec 000 §9): the middle of the North Shore. */
export const SUN_REFERENCE = { latitude: 21.6641, longitude: -158.0539 } as const;
export const HONOLULU_TIME_ZONE = 'Pacific/Honolulu';
/** The phase is recomputed this often; a change sets a transitioning flag for 1 second. */
export const PHASE_REFRESH_MS = 60_000;
export const PHASE_TRANSITION_MS = 1_000;

export const TIME_PHASES = ['dawn', 'morning', 'day', 'golden-hour', 'sunset', 'dusk', 'night'] as const;
export type TimePhase = (typeof TIME_PHASES)[number];

export interface SunTimes {
  sunrise: Date;
  sunset: Date;
}

const MINUTE = 60_000;

/** Honolulu keeps UTC-10 all year: no daylight saving, and this offset since 1947. */
const HONOLULU_OFFSET_MS = -10 * 3_600_000;

/**
 * Noon of the Honolulu calendar day containing `now`: 22:00 UTC of that day. Reckoned from the fixed offset,
 * not with `Intl`: every page computes it before its first render, where a formatter for the time zone (in
 * a locale nothing else uses) took 10-25 ms at a phone's CPU speed.
 */
export function honoluluNoon(now: Date): Date {
  const honolulu = new Date(now.getTime() + HONOLULU_OFFSET_MS);
  return new Date(Date.UTC(honolulu.getUTCFullYear(), honolulu.getUTCMonth(), honolulu.getUTCDate(), 22));
}

/** Sunrise and sunset of the Honolulu calendar day containing `now`, at the reference point. */
export function sunTimesAt(now: Date): SunTimes {
  const times = getTimes(honoluluNoon(now), SUN_REFERENCE.latitude, SUN_REFERENCE.longitude);
  // Near 21.7° N the sun rises and sets every day; the fallbacks only satisfy the library's types.
  return { sunrise: times.sunrise ?? new Date(NaN), sunset: times.sunset ?? new Date(NaN) };
}

/**
 * The phase of the day (spec 000 §4), compared with the same Honolulu day's sun times:
 * dawn 30 min before sunrise → morning until 60 min after → day → golden-hour 60 min before sunset →
 * sunset until 30 min after → dusk for the rest of the evening (until the next dawn) → night before today's dawn.
 */
export function timePhaseAt(now: Date, { sunrise, sunset }: SunTimes): TimePhase {
  const t = now.getTime();
  const dawnStart = sunrise.getTime() - 30 * MINUTE;
  if (t < dawnStart) return 'night';
  if (t < sunrise.getTime()) return 'dawn';
  if (t < sunrise.getTime() + 60 * MINUTE) return 'morning';
  if (t < sunset.getTime() - 60 * MINUTE) return 'day';
  if (t < sunset.getTime()) return 'golden-hour';
  if (t < sunset.getTime() + 30 * MINUTE) return 'sunset';
  return 'dusk';
}

/** Theme accent per phase: [gradient from, gradient to, text colour]. */
export const PHASE_COLORS: Record<TimePhase, { from: string; to: string; text: string }> = {
  dawn: { from: '#f9c58d', to: '#f492a0', text: '#3b1f2b' },
  morning: { from: '#ffe29a', to: '#9dd4f2', text: '#1f2d3d' },
  day: { from: '#9dd4f2', to: '#6bdcc9', text: '#06263a' },
  'golden-hour': { from: '#f6b042', to: '#f56438', text: '#2d1a05' },
  sunset: { from: '#c34118', to: '#6b2c6b', text: '#ffffff' },
  dusk: { from: '#4b3f8f', to: '#1f2d5c', text: '#ffffff' },
  night: { from: '#0b1630', to: '#1f2d5c', text: '#ffffff' },
};

/** The CSS variables the header and the home hero paint a phase with (set on the document). */
export function phaseVariables(phase: TimePhase): Record<string, string> {
  const colors = PHASE_COLORS[phase];
  return { '--phase-from': colors.from, '--phase-to': colors.to, '--phase-text': colors.text };
}

/** A time of day in Honolulu, e.g. "6:42 AM". */
export function formatHonoluluTime(date: Date): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: HONOLULU_TIME_ZONE,
    hour: 'numeric',
    minute: '2-digit',
  }).format(date);
}
