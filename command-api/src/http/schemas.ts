import { z } from 'zod';
import { integerId } from '@nsg/domain/shared/ids.ts';

/** The one error body (see ErrorBody); openapi.ts documents it for the statuses each route may answer. */
export const errorBody = z.object({
  error: z.string(),
  message: z.string(),
  fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
});

export const idParam = z.object({
  id: integerId(),
});
export const uuidParam = z.object({ id: z.uuid('Id must be a uuid') });
