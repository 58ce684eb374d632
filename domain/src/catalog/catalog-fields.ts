import { z } from 'zod';
import { isUploadedImagePath } from '../shared/uploads.ts';

/** The zod pieces of the catalog's admin forms: each kind's form is made of them. */

export const requiredText = (label: string, max: number) =>
  z
    .string(`${label} is required`)
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be under ${max} characters`);

/** A text that may be left empty ('' means none: a missing Japanese text, no phone...). */
export const optionalText = (label: string, max: number) =>
  z.string().trim().max(max, `${label} must be under ${max} characters`).default('');

export const optionalWebsite = z
  .string()
  .trim()
  .default('')
  .pipe(z.union([z.literal(''), z.url({ protocol: /^https?$/, error: 'Please enter a valid website URL' })]));

/** Decimal degrees, kept as text with 6 decimals like the seed's ('21.664800'). */
const degrees = (label: string, limit: number) =>
  z.coerce
    .number(`${label} must be a number`)
    .min(-limit, `${label} must be between -${limit} and ${limit}`)
    .max(limit, `${label} must be between -${limit} and ${limit}`)
    .transform((value) => value.toFixed(6));
export const latitudeField = degrees('Latitude', 90);
export const longitudeField = degrees('Longitude', 180);

/** An image we ship (`/images/...svg`) or one uploaded through our image pipeline. */
export const catalogImageField = z
  .string('Image is required')
  .trim()
  .refine(
    (value) => /^\/images\/[a-z0-9_/-]+\.svg$/.test(value) || isUploadedImagePath(value),
    'Upload an image, or keep the one shown',
  );

/** One item a line, as a list: blank lines are dropped. */
export const lineList = (label: string) =>
  z
    .string()
    .max(4000, `${label} must be under 4000 characters`)
    .default('')
    .transform((text) =>
      text
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    );
