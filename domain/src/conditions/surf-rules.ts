/**
 * From buoy readings to the surf a visitor sees on the North Shore.
 *
 * The rule (documented for the surf card and the alerts):
 * 1. The swell that makes surf is the buoy's swell component (`.spec` SwH/SwP); without a spectral
 *    file, the significant wave height and dominant period (WVHT/DPD) stand in.
 * 2. Breaking height from deep-water height H0 (m) and period T (s), Komar & Gaughan (1972):
 *    Hb = 0.39 · g^0.2 · (T · H0²)^0.4. Longer periods shoal into bigger faces, which is why a
 *    2 m, 14 s north-west swell gives ~10 ft faces at Waimea while a 2 m, 7 s wind swell gives ~7 ft.
 * 3. North-facing shores only receive swell from the west through north-east (250°–70° true);
 *    swell from any other direction is shadowed by the island and counts for half.
 * 4. The face range shown is 75 % to 100 % of Hb in feet, rounded to whole feet: "8-10 ft".
 */
export interface BuoyWaves {
  /** Swell height (m) and period (s), or the significant wave height and dominant period. */
  heightM: number;
  periodS: number;
  /** Direction the swell comes from, degrees true; null when not reported. */
  directionDeg: number | null;
}

export interface SurfFace {
  heightMinFt: number;
  heightMaxFt: number;
  height: string;
}

const G = 9.81;
const FEET_PER_METRE = 3.28084;

export function breakingHeightM(heightM: number, periodS: number): number {
  if (heightM <= 0 || periodS <= 0) return 0;
  return 0.39 * G ** 0.2 * (periodS * heightM ** 2) ** 0.4;
}

export function reachesNorthShore(directionDeg: number | null): boolean {
  if (directionDeg === null) return true;
  const d = ((directionDeg % 360) + 360) % 360;
  return d >= 250 || d <= 70;
}

export function surfFaceFromBuoy(waves: BuoyWaves): SurfFace {
  const exposure = reachesNorthShore(waves.directionDeg) ? 1 : 0.5;
  const faceFt = breakingHeightM(waves.heightM, waves.periodS) * FEET_PER_METRE * exposure;
  const heightMaxFt = Math.max(1, Math.round(faceFt));
  const heightMinFt = Math.max(0, Math.min(heightMaxFt - 1, Math.round(faceFt * 0.75)));
  return { heightMinFt, heightMaxFt, height: `${heightMinFt}-${heightMaxFt} ft` };
}

export const surfQualities = ['High Surf', 'Moderate Surf', 'Good Conditions', 'Poor Conditions'] as const;
export type SurfQuality = (typeof surfQualities)[number];

/**
 * Quality from the upper face height (spec 000 §9: 15 ft warning, 8 ft advisory); an NWS High Surf
 * Advisory or Warning in force makes it High Surf whatever the buoy says.
 */
export function surfQuality(heightMaxFt: number, periodS: number, officialHighSurf: boolean): SurfQuality {
  if (officialHighSurf || heightMaxFt >= 15) return 'High Surf';
  if (heightMaxFt >= 8) return 'Moderate Surf';
  if (heightMaxFt >= 3 && periodS >= 10) return 'Good Conditions';
  return 'Poor Conditions';
}

export type SurfAlertLevel = 'normal' | 'advisory' | 'warning';

export function surfAlertLevel(heightMaxFt: number, officialEvent: string | null): SurfAlertLevel {
  if (officialEvent === 'High Surf Warning' || heightMaxFt >= 15) return 'warning';
  if (officialEvent === 'High Surf Advisory' || heightMaxFt >= 8) return 'advisory';
  return 'normal';
}

/** The 16 compass points, clockwise from north. */
export const COMPASS_POINTS = [
  'N',
  'NNE',
  'NE',
  'ENE',
  'E',
  'ESE',
  'SE',
  'SSE',
  'S',
  'SSW',
  'SW',
  'WSW',
  'W',
  'WNW',
  'NW',
  'NNW',
];

export function compassPoint(degrees: number | null): string | null {
  if (degrees === null || !Number.isFinite(degrees)) return null;
  const d = ((degrees % 360) + 360) % 360;
  return COMPASS_POINTS[Math.round(d / 22.5) % 16]!;
}

export const metresToFeet = (m: number) => m * FEET_PER_METRE;
export const feetToMetres = (ft: number) => ft / FEET_PER_METRE;
export const celsiusToFahrenheit = (c: number) => (c * 9) / 5 + 32;
export const kmhToMph = (kmh: number) => kmh / 1.609344;
