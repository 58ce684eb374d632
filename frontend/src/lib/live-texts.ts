import { feetToMetres } from '@nsg/domain/conditions/surf-rules.ts';
import type { Locale } from '@nsg/domain/shared/locales.ts';
import { useT } from '../i18n/use-t.ts';

type T = ReturnType<typeof useT>;

/** "Updated 7 minutes ago" in the visitor's language. */
export function useUpdatedAgo(): (ageMinutes: number) => string {
  const t = useT();
  return (ageMinutes) => t('live.updatedAgo', { minutes: Math.max(0, Math.floor(ageMinutes)) });
}

const metres = (feet: number) => (feet === 0 ? '0' : feetToMetres(feet).toFixed(1));

/** Surf heights in feet, with metres beside them where the language asks for it (Japanese). */
export function useSurfHeight(): (minFt: number, maxFt: number) => string {
  const t = useT();
  return (minFt, maxFt) =>
    t('live.surfHeight', {
      same: minFt === maxFt ? 'yes' : 'no',
      min: minFt,
      max: maxFt,
      minM: metres(minFt),
      maxM: metres(maxFt),
    });
}

const celsius = (fahrenheit: number) => Math.round(((fahrenheit - 32) * 5) / 9);

/** A temperature in °F, with °C beside it where the language asks for it (Japanese). */
export function useTemperature(): (fahrenheit: number) => string {
  const t = useT();
  return (fahrenheit) => t('live.temperature', { fahrenheit, celsius: celsius(fahrenheit) });
}

/** A compass point such as "NW" in the visitor's language. */
export function useCompassPoint(): (point: string) => string {
  const t = useT();
  return (point) => t('live.compass', { point });
}

/** The swell as the API writes it from the buoy's reading, e.g. "NW 6.6 ft @ 17 s". */
const SWELL_TEXT = /^(?:([NESW]{1,3}) )?(\d+(?:\.\d+)?) ft(?: @ (\d+) s)?$/;

/** The swell in the visitor's language, metres beside feet in Japanese; text of another shape as it came. */
export function useSwellText(): (swell: string) => string {
  const t = useT();
  const compassPoint = useCompassPoint();
  return (swell) => {
    const match = SWELL_TEXT.exec(swell);
    if (!match) return swell;
    const [, direction, feet, seconds] = match;
    return t('live.swellValue', {
      direction: direction ? compassPoint(direction) : 'none',
      feet: feet!,
      feetM: feetToMetres(Number(feet)).toFixed(1),
      seconds: seconds ?? 'none',
    });
  };
}

/** The API says "Not reported" where a buoy sent nothing. */
export const notReported = (text: string, t: T) => (text === 'Not reported' ? t('live.notReported') : text);

/** NWS short forecasts are English phrases; the common ones in Japanese, most telling first. */
const JAPANESE_CONDITIONS: [RegExp, string][] = [
  [/thunderstorms?/i, '雷雨'],
  [/scattered showers/i, '所によりにわか雨'],
  [/isolated showers/i, 'ところによりにわか雨'],
  [/showers?/i, 'にわか雨'],
  [/heavy rain/i, '大雨'],
  [/light rain/i, '小雨'],
  [/rain/i, '雨'],
  [/mostly sunny/i, 'おおむね晴れ'],
  [/partly sunny/i, '晴れ時々くもり'],
  [/partly cloudy/i, '晴れ時々くもり'],
  [/mostly cloudy/i, 'おおむねくもり'],
  [/mostly clear/i, 'おおむね快晴'],
  [/sunny/i, '晴れ'],
  [/clear/i, '快晴'],
  [/cloudy|overcast/i, 'くもり'],
  [/breezy|windy/i, '風が強い'],
  [/fog|haze/i, '霧・もや'],
  [/hurricane/i, 'ハリケーン'],
  [/tropical storm/i, '熱帯低気圧'],
];

export function conditionText(condition: string, locale: Locale): string {
  if (locale !== 'ja') return condition;
  const known = JAPANESE_CONDITIONS.find(([pattern]) => pattern.test(condition));
  // An unknown phrase stays in English rather than being guessed.
  return known ? known[1] : condition;
}
