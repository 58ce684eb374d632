import { z } from 'zod';

export const MAX_EVIDENCE_PHOTOS = 10;

/** Where the photos a visitor takes or chooses for a challenge are kept (see the upload route). */
export const EVIDENCE_PHOTO_FOLDER = 'eco';

const evidencePhotoList = z
  .array(z.unknown(), 'Evidence photos must be a list of photos')
  .max(MAX_EVIDENCE_PHOTOS, `At most ${MAX_EVIDENCE_PHOTOS} evidence photos`)
  // One message for the whole list, never one per position: whether each is ours is the decider's call.
  .refine((items) => items.every((item) => typeof item === 'string' && item.length <= 200), {
    message: 'Evidence photos must be a list of photos',
  })
  .transform((items) => items as string[]);

/** The Complete dialog (spec 000 section 5): nothing required; empty entries after trimming are dropped. */
export const completeChallengeSchema = z.object({
  notes: z.string().trim().max(2000, 'Notes must be under 2000 characters').optional().default(''),
  evidencePhotos: z
    .preprocess(
      (value) =>
        Array.isArray(value)
          ? value.map((item) => (typeof item === 'string' ? item.trim() : item)).filter((item) => item !== '')
          : value,
      evidencePhotoList,
    )
    .optional()
    .default([]),
});
export type CompleteChallengeInput = z.infer<typeof completeChallengeSchema>;

export const reviewCompletionSchema = z.object({
  note: z.string().trim().max(1000, 'Note must be under 1000 characters').optional(),
});
