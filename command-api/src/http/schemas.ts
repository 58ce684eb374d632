import { z } from 'zod';
import { API_ERROR_CODES } from '@nsg/domain/shared/errors.ts';
import { integerId } from '@nsg/domain/shared/ids.ts';

const errorParams = z
  .record(z.string(), z.union([z.string(), z.number()]))
  .describe('What the message says in numbers or words, e.g. `{ "missing": 40 }`, for a client’s own text');

/** The one error body (see ErrorBody); openapi.ts documents it for the statuses each route may answer. */
export const errorBody = z.object({
  error: z.string().describe('The HTTP status’s name'),
  code: z
    .enum(API_ERROR_CODES)
    .describe('Stable machine code of the error: clients show their own text for it, in their language'),
  message: z.string().describe('What went wrong, in English'),
  params: errorParams.optional(),
  fieldErrors: z
    .record(z.string(), z.array(z.string()))
    .optional()
    .describe('English messages per field (dotted path)'),
  fieldErrorCodes: z
    .record(
      z.string(),
      z.array(
        z.object({
          code: z
            .string()
            .describe(
              'An error code above, or a validation issue: too_small, too_big, invalid_format, ' +
                'invalid_type, invalid_value, invalid_union, custom',
            ),
          params: errorParams
            .optional()
            .describe('The issue’s limits: minimum, maximum, origin, format, expected, values'),
        }),
      ),
    )
    .optional()
    .describe('Per field, one code for each message of `fieldErrors`, in the same order'),
  current: z
    .unknown()
    .optional()
    .describe('On a stale edit (`stale_edit`): the entry as it is now, `{ revision, fields, retired }`'),
});

export const idParam = z.object({
  id: integerId(),
});
export const uuidParam = z.object({ id: z.uuid('Id must be a uuid') });
