import type { FirstScreenMessageId } from '@nsg/domain/i18n/messages/en.ts';

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

/** The alert's fixed texts: hazards and advice, by their ids in the message catalogue. */
export type SurfAlertTextId = Extract<
  FirstScreenMessageId,
  `surfAlert.hazard.${string}` | `surfAlert.advice.${string}`
>;

/** Wave-height hazards that apply along the whole coast, as message ids. */
export function heightHazardIds(upperHeightFt: number | null): SurfAlertTextId[] {
  if (upperHeightFt === null) return [];
  const hazards: SurfAlertTextId[] = [];
  if (upperHeightFt >= PIPELINE_BARREL_HEIGHT_FT) hazards.push('surfAlert.hazard.pipelineBarrels');
  if (upperHeightFt >= ADVISORY_HEIGHT_FT) hazards.push('surfAlert.hazard.sunsetInside');
  if (upperHeightFt >= WARNING_HEIGHT_FT) hazards.push('surfAlert.hazard.waimeaDanger');
  return hazards;
}

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
