import { z } from 'zod';
import { integerId } from '@nsg/domain/shared/ids.ts';

export const errorBody = z.object({
  error: z.string(),
  message: z.string(),
  fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
});

/** The error answers every route may give, for the OpenAPI document. */
export const errorResponses = {
  400: errorBody,
  401: errorBody,
  403: errorBody,
  404: errorBody,
  409: errorBody,
  429: errorBody,
  503: errorBody,
};

export const idParam = z.object({
  id: integerId(),
});
export const uuidParam = z.object({ id: z.uuid('Id must be a uuid') });
