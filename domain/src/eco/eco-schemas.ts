import { z } from 'zod';

export const MAX_EVIDENCE_PHOTOS = 10;

const httpUrl = z
  .string()
  .trim()
  .max(2000, 'Photo URL must be under 2000 characters')
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'http:' || url.protocol === 'https:';
    } catch {
      return false;
    }
  }, 'Evidence photos must be http(s) URLs');

/** The Complete dialog (spec 000 section 5): nothing required; empty URLs after trimming are dropped. */
export const completeChallengeSchema = z.object({
  notes: z.string().trim().max(2000, 'Notes must be under 2000 characters').optional().default(''),
  evidencePhotos: z
    .preprocess(
      (value) =>
        Array.isArray(value)
          ? value.filter((item) => !(typeof item === 'string' && item.trim() === ''))
          : value,
      z
        .array(httpUrl, 'Evidence photos must be a list of URLs')
        .max(MAX_EVIDENCE_PHOTOS, `At most ${MAX_EVIDENCE_PHOTOS} evidence photos`),
    )
    .optional()
    .default([]),
});
export type CompleteChallengeInput = z.infer<typeof completeChallengeSchema>;

export const reviewCompletionSchema = z.object({
  note: z.string().trim().max(1000, 'Note must be under 1000 characters').optional(),
});
