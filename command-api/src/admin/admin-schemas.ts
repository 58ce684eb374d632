import { z } from 'zod';

/** A list's `?status=` filter, one of `values`. */
export const statusFilter = (values: readonly [string, ...string[]]) =>
  z.object({ status: z.enum(values, `Status must be one of ${values.join(', ')}`).optional() });

/** What a status change answers. */
export const changed = z.object({ id: z.string(), status: z.string() });
