import { feetToMetres } from '@nsg/domain/conditions/surf-rules.ts';
import type { Locale } from '@nsg/domain/shared/locales.ts';
import { useT } from '../../i18n/use-t.ts';

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
