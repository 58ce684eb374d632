import { z } from 'zod';
import {
  beachDecider,
  beachFormSchema,
  beachStreamId,
  type BeachEvent,
  type BeachFields,
} from '@nsg/domain/catalog/beach.ts';
import { lastCatalogId, listBeachesForAdmin } from '@nsg/projections/catalog/catalog-admin-queries.ts';
import type { CatalogAdminKind } from './catalog-admin-routes.ts';
import { catalogAdminRow } from './catalog-views.ts';

const beachForAdmin = catalogAdminRow.extend({
  location: z.string(),
  description: z.string(),
  descriptionJa: z.string().describe('Empty when the Japanese is missing'),
  bestFor: z.string(),
  bestForJa: z.string().describe('Empty when the Japanese is missing'),
  image: z.string(),
  surfHeight: z.string(),
  surfStatus: z.string(),
  hasLifeguards: z.boolean(),
  hasParking: z.string(),
  latitude: z.string(),
  longitude: z.string(),
  geofenceRadius: z.number().int(),
  exposure: z
    .object({
      swellWindow: z.object({ fromDeg: z.number(), toDeg: z.number() }),
      highFaceFt: z.number(),
      extremeFaceFt: z.number(),
      typicalSurf: z.object({ winter: z.string(), summer: z.string() }),
      source: z.string(),
      sourceJa: z.string().optional(),
    })
    .nullable()
    .describe('What the hazard rating reads; null until set'),
  safetyFactsEditedAt: z.string().nullable().describe('When the lifeguards or exposure were last set'),
});

/** Beaches and their safety facts, as admins keep them at /api/admin/catalog/beaches. */
export const beachesAdmin = {
  path: 'beaches',
  decider: beachDecider,
  streamId: beachStreamId,
  form: beachFormSchema,
  fieldsOf: (form) => form,
  list: listBeachesForAdmin,
  row: beachForAdmin,
  lastId: (db) => lastCatalogId(db, 'beaches'),
} satisfies CatalogAdminKind<BeachFields, typeof beachFormSchema, z.output<typeof beachForAdmin>, BeachEvent>;
