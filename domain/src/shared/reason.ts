import { z } from 'zod';

/** An optional free-text reason an admin or advertiser gives (up to 500 characters); blank means none. */
export const optionalReason = (description: string) =>
  z
    .string()
    .trim()
    .max(500, 'Reason must be under 500 characters')
    .optional()
    .transform((value) => value || null)
    .describe(description);
