/** Surf alert levels from the upper wave height (spec 000 §9). */
export const WARNING_HEIGHT_FT = 15;
export const ADVISORY_HEIGHT_FT = 8;
export const PIPELINE_BARREL_HEIGHT_FT = 6;

export type SurfAlertLevel = 'normal' | 'advisory' | 'warning';

/** The upper bound of a height text such as "6-8 ft", "10 ft" or "4–6ft"; null when it holds no number. */
export function upperWaveHeight(height: string | null | undefined): number | null {
  const numbers = (height ?? '').match(/\d+(\.\d+)?/g);
  if (!numbers) return null;
  return Math.max(...numbers.map(Number));
}

export function surfAlertLevel(upperHeightFt: number | null): SurfAlertLevel {
  if (upperHeightFt === null) return 'normal';
  if (upperHeightFt >= WARNING_HEIGHT_FT) return 'warning';
  if (upperHeightFt >= ADVISORY_HEIGHT_FT) return 'advisory';
  return 'normal';
}

export const SURF_ALERT_TITLES: Record<SurfAlertLevel, string> = {
  normal: 'Normal Surf Conditions',
  advisory: 'High Surf Advisory',
  warning: 'High Surf Warning',
};

export const PIPELINE_BARREL_HAZARD = 'Pipeline: heavy barrels breaking over shallow reef';
export const SUNSET_INSIDE_HAZARD = 'Sunset Beach: powerful inside section and strong rip currents';
export const WAIMEA_DANGER_HAZARD = 'Waimea Bay: big-wave conditions, shorebreak extremely dangerous';

/** Wave-height hazards that apply along the whole coast. */
export function heightHazards(upperHeightFt: number | null): string[] {
  if (upperHeightFt === null) return [];
  const hazards: string[] = [];
  if (upperHeightFt >= PIPELINE_BARREL_HEIGHT_FT) hazards.push(PIPELINE_BARREL_HAZARD);
  if (upperHeightFt >= ADVISORY_HEIGHT_FT) hazards.push(SUNSET_INSIDE_HAZARD);
  if (upperHeightFt >= WARNING_HEIGHT_FT) hazards.push(WAIMEA_DANGER_HAZARD);
  return hazards;
}

interface BeachAdvice {
  hazards: string[];
  recommendations: string[];
}

/** Fixed advice per beach, chosen by a name containing the key. */
const BEACH_ADVICE: { key: string; advice: BeachAdvice }[] = [
  {
    key: 'pipeline',
    advice: {
      hazards: ['Shallow reef directly under the break', 'Crowded lineup of expert surfers'],
      recommendations: ['Watch from the beach unless you are an expert', 'Never surf alone at Pipeline'],
    },
  },
  {
    key: 'sunset',
    advice: {
      hazards: ['Strong currents along the shore', 'Shifting peaks and a long paddle out'],
      recommendations: [
        'Check with the lifeguard tower before entering',
        'Stay out of the water when flags are red',
      ],
    },
  },
  {
    key: 'waimea',
    advice: {
      hazards: ['Heavy shorebreak', 'Big-wave surf in winter'],
      recommendations: ['Swim only on flat summer days', 'Respect closures posted by lifeguards'],
    },
  },
  {
    key: 'sharks',
    advice: {
      hazards: ['Sharp lava rock and sea urchins', 'Surge through the cove when swell is up'],
      recommendations: ['Wear reef shoes', 'Snorkel only when the cove is calm'],
    },
  },
];

const GENERAL_ADVICE: BeachAdvice = {
  hazards: ['Rip currents can form at any beach'],
  recommendations: ['Swim near a lifeguard tower', 'When in doubt, don’t go out'],
};

export interface SurfAlert {
  level: SurfAlertLevel;
  title: string;
  hazards: string[];
  recommendations: string[];
}

export function surfAlertFor(height: string | null | undefined, beachName?: string): SurfAlert {
  const upper = upperWaveHeight(height);
  const level = surfAlertLevel(upper);
  const name = (beachName ?? '').toLowerCase();
  const advice = BEACH_ADVICE.find((entry) => name.includes(entry.key))?.advice ?? GENERAL_ADVICE;
  const recommendations =
    level === 'normal'
      ? advice.recommendations
      : ['Stay out of the water unless you are an experienced big-wave surfer', ...advice.recommendations];
  return {
    level,
    title: SURF_ALERT_TITLES[level],
    hazards: [...heightHazards(upper), ...advice.hazards],
    recommendations,
  };
}

/**
 * Surf badge colour by quality, case-insensitive (spec 000 §9): danger red, warning amber, success green, yellow,
 * grey. Shades are picked so a filled badge with auto contrast passes WCAG AA.
 */
export function surfBadgeColor(quality: string | null | undefined): string {
  switch ((quality ?? '').toLowerCase()) {
    case 'high surf':
      return 'red.9';
    case 'moderate surf':
      return 'orange.6';
    case 'good conditions':
      return '#2f7a3a';
    case 'poor conditions':
      return 'yellow.4';
    default:
      return 'gray.7';
  }
}
