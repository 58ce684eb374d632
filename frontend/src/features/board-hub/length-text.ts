import { useT } from '../../i18n/use-t.ts';

const CM_PER_INCH = 2.54;
const LENGTH = /^(\d{1,2})'(\d{1,2})"$/;
/** The length filter's last bucket: this many feet and above. */
const LONGEST_BUCKET = 9;

const centimetres = (feet: number, inches = 0) => Math.round((feet * 12 + inches) * CM_PER_INCH);

/** A board's length (feet'inches") in the visitor's language: centimetres beside it in Japanese. */
export function useLengthText(): (length: string) => string {
  const t = useT();
  return (length) => {
    const match = LENGTH.exec(length);
    if (!match) return length;
    return t('boardHub.lengthValue', { length, cm: centimetres(Number(match[1]), Number(match[2])) });
  };
}

/** A length filter bucket, boards from `feet` (and above for the last one), in the visitor's language. */
export function useLengthBucketLabel(): (feet: number) => string {
  const t = useT();
  return (feet) =>
    t('boardHub.lengthBucket', {
      feet,
      cm: centimetres(feet),
      plus: feet === LONGEST_BUCKET ? 'yes' : 'no',
    });
}
