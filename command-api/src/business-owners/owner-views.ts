import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { openingHoursSchema } from '@nsg/domain/catalog/opening-hours.ts';
import { BUSINESS_CATEGORIES } from '@nsg/domain/catalog/seed/types.ts';
import { deterministicId, newId } from '@nsg/platform/ids.ts';
import { commandContext } from '../http/command-context.ts';

/** What owners' routes answer with and share: a listing's fields, a request for a new business. */

export const listingFields = {
  description: z.string(),
  descriptionJa: z.string().nullable(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  hours: openingHoursSchema.nullable(),
  photos: z.array(z.string()),
};

export const requestView = z.object({
  id: z.string(),
  name: z.string(),
  business: z
    .object({
      ...listingFields,
      name: z.string(),
      category: z.enum(BUSINESS_CATEGORIES),
      location: z.string(),
    })
    .describe('The business as the advertiser asked for it'),
  status: z.string().describe('pending, approved or rejected'),
  reason: z.string().nullable().describe('Why the request was rejected'),
  businessId: z.number().int().nullable().describe('The business in the directory, once approved'),
  requestedAt: z.string(),
  decidedAt: z.string().nullable(),
});

/** A new stream's id: derived from the request's idempotency key when it has one, so a retry appends nothing. */
export function requestIdOf(request: FastifyRequest, scope: string) {
  const { idempotencyKey } = commandContext(request);
  return idempotencyKey ? deterministicId(`${scope}:${idempotencyKey}`) : newId();
}
