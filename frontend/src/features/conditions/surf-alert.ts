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

/**
 * The alert's fixed texts by message id. The English here is the spec's; the card shows each text through
 * its id, from the catalogues (which hold this same English, and the Japanese).
 */
export const SURF_ALERT_TEXTS = {
  'surfAlert.hazard.pipelineBarrels': 'Pipeline: heavy barrels breaking over shallow reef',
  'surfAlert.hazard.sunsetInside': 'Sunset Beach: powerful inside section and strong rip currents',
  'surfAlert.hazard.waimeaDanger': 'Waimea Bay: big-wave conditions, shorebreak extremely dangerous',
  'surfAlert.hazard.pipelineReef': 'Shallow reef directly under the break',
  'surfAlert.hazard.pipelineCrowd': 'Crowded lineup of expert surfers',
  'surfAlert.hazard.sunsetCurrents': 'Strong currents along the shore',
  'surfAlert.hazard.sunsetPeaks': 'Shifting peaks and a long paddle out',
  'surfAlert.hazard.waimeaShorebreak': 'Heavy shorebreak',
  'surfAlert.hazard.waimeaBigWaves': 'Big-wave surf in winter',
  'surfAlert.hazard.sharksRock': 'Sharp lava rock and sea urchins',
  'surfAlert.hazard.sharksSurge': 'Surge through the cove when swell is up',
  'surfAlert.hazard.rips': 'Rip currents can form at any beach',
  'surfAlert.advice.stayOut': 'Stay out of the water unless you are an experienced big-wave surfer',
  'surfAlert.advice.pipelineWatch': 'Watch from the beach unless you are an expert',
  'surfAlert.advice.pipelineNeverAlone': 'Never surf alone at Pipeline',
  'surfAlert.advice.sunsetTower': 'Check with the lifeguard tower before entering',
  'surfAlert.advice.sunsetRedFlags': 'Stay out of the water when flags are red',
  'surfAlert.advice.waimeaFlatDays': 'Swim only on flat summer days',
  'surfAlert.advice.waimeaClosures': 'Respect closures posted by lifeguards',
  'surfAlert.advice.sharksReefShoes': 'Wear reef shoes',
  'surfAlert.advice.sharksCalm': 'Snorkel only when the cove is calm',
  'surfAlert.advice.lifeguardTower': 'Swim near a lifeguard tower',
  'surfAlert.advice.whenInDoubt': 'When in doubt, don’t go out',
} as const;
export type SurfAlertTextId = keyof typeof SURF_ALERT_TEXTS;

const english = (ids: readonly SurfAlertTextId[]) => ids.map((id) => SURF_ALERT_TEXTS[id]);

export const PIPELINE_BARREL_HAZARD = SURF_ALERT_TEXTS['surfAlert.hazard.pipelineBarrels'];
export const SUNSET_INSIDE_HAZARD = SURF_ALERT_TEXTS['surfAlert.hazard.sunsetInside'];
export const WAIMEA_DANGER_HAZARD = SURF_ALERT_TEXTS['surfAlert.hazard.waimeaDanger'];

/** Wave-height hazards that apply along the whole coast, as message ids. */
function heightHazardIds(upperHeightFt: number | null): SurfAlertTextId[] {
  if (upperHeightFt === null) return [];
  const hazards: SurfAlertTextId[] = [];
  if (upperHeightFt >= PIPELINE_BARREL_HEIGHT_FT) hazards.push('surfAlert.hazard.pipelineBarrels');
  if (upperHeightFt >= ADVISORY_HEIGHT_FT) hazards.push('surfAlert.hazard.sunsetInside');
  if (upperHeightFt >= WARNING_HEIGHT_FT) hazards.push('surfAlert.hazard.waimeaDanger');
  return hazards;
}

/** Wave-height hazards that apply along the whole coast. */
export const heightHazards = (upperHeightFt: number | null): string[] =>
  english(heightHazardIds(upperHeightFt));

interface BeachAdvice {
  hazards: SurfAlertTextId[];
  recommendations: SurfAlertTextId[];
}

/** Fixed advice per beach, chosen by a name containing the key. */
const BEACH_ADVICE: { key: string; advice: BeachAdvice }[] = [
  {
    key: 'pipeline',
    advice: {
      hazards: ['surfAlert.hazard.pipelineReef', 'surfAlert.hazard.pipelineCrowd'],
      recommendations: ['surfAlert.advice.pipelineWatch', 'surfAlert.advice.pipelineNeverAlone'],
    },
  },
  {
    key: 'sunset',
    advice: {
      hazards: ['surfAlert.hazard.sunsetCurrents', 'surfAlert.hazard.sunsetPeaks'],
      recommendations: ['surfAlert.advice.sunsetTower', 'surfAlert.advice.sunsetRedFlags'],
    },
  },
  {
    key: 'waimea',
    advice: {
      hazards: ['surfAlert.hazard.waimeaShorebreak', 'surfAlert.hazard.waimeaBigWaves'],
      recommendations: ['surfAlert.advice.waimeaFlatDays', 'surfAlert.advice.waimeaClosures'],
    },
  },
  {
    key: 'sharks',
    advice: {
      hazards: ['surfAlert.hazard.sharksRock', 'surfAlert.hazard.sharksSurge'],
      recommendations: ['surfAlert.advice.sharksReefShoes', 'surfAlert.advice.sharksCalm'],
    },
  },
];

const GENERAL_ADVICE: BeachAdvice = {
  hazards: ['surfAlert.hazard.rips'],
  recommendations: ['surfAlert.advice.lifeguardTower', 'surfAlert.advice.whenInDoubt'],
};

/** The alert as message ids, for the card to show in the visitor's language. */
export interface SurfAlertTexts {
  level: SurfAlertLevel;
  hazards: SurfAlertTextId[];
  recommendations: SurfAlertTextId[];
}

const LEVEL_ORDER: SurfAlertLevel[] = ['normal', 'advisory', 'warning'];
const OFFICIAL_LEVELS: Record<string, SurfAlertLevel> = {
  'High Surf Warning': 'warning',
  'High Surf Advisory': 'advisory',
};

/** The level from the height, raised to the NWS High Surf alert in force: the card never says less than the NWS. */
function levelWith(upper: number | null, officialEvent: string | null | undefined): SurfAlertLevel {
  const official = OFFICIAL_LEVELS[officialEvent ?? ''] ?? 'normal';
  const fromHeight = surfAlertLevel(upper);
  return LEVEL_ORDER.indexOf(official) > LEVEL_ORDER.indexOf(fromHeight) ? official : fromHeight;
}

export function surfAlertTextsFor(
  height: string | null | undefined,
  beachName?: string,
  officialEvent?: string | null,
): SurfAlertTexts {
  const upper = upperWaveHeight(height);
  const level = levelWith(upper, officialEvent);
  const name = (beachName ?? '').toLowerCase();
  const advice = BEACH_ADVICE.find((entry) => name.includes(entry.key))?.advice ?? GENERAL_ADVICE;
  const recommendations: SurfAlertTextId[] =
    level === 'normal' ? advice.recommendations : ['surfAlert.advice.stayOut', ...advice.recommendations];
  return { level, hazards: [...heightHazardIds(upper), ...advice.hazards], recommendations };
}

export interface SurfAlert {
  level: SurfAlertLevel;
  title: string;
  hazards: string[];
  recommendations: string[];
}

/** The alert in the spec's English. */
export function surfAlertFor(height: string | null | undefined, beachName?: string): SurfAlert {
  const { level, hazards, recommendations } = surfAlertTextsFor(height, beachName);
  return {
    level,
    title: SURF_ALERT_TITLES[level],
    hazards: english(hazards),
    recommendations: english(recommendations),
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
