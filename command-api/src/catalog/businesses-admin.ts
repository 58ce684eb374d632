import { z } from 'zod';
import {
  businessDecider,
  businessFormSchema,
  businessStreamId,
  type BusinessEvent,
} from '@nsg/domain/catalog/business.ts';
import type { SeedBusiness } from '@nsg/domain/catalog/seed/types.ts';
import { lastCatalogId, listBusinessesForAdmin } from '@nsg/projections/catalog/catalog-admin-queries.ts';
import type { CatalogAdminKind } from './catalog-admin-routes.ts';
import { catalogAdminRow } from './catalog-views.ts';

const businessForAdmin = catalogAdminRow.extend({
  nameJa: z.string().describe('Empty when the Japanese is missing'),
  category: z.string(),
  location: z.string(),
  description: z.string(),
  descriptionJa: z.string().describe('Empty when the Japanese is missing'),
  image: z.string(),
  latitude: z.string(),
  longitude: z.string(),
  phone: z.string(),
  website: z.string(),
});

/** Businesses of the directory, as admins keep them at /api/admin/catalog/businesses. */
export const businessesAdmin = {
  path: 'businesses',
  decider: businessDecider,
  streamId: businessStreamId,
  form: businessFormSchema,
  fieldsOf: (form) => form,
  list: listBusinessesForAdmin,
  row: businessForAdmin,
  lastId: (db) => lastCatalogId(db, 'businesses'),
} satisfies CatalogAdminKind<
  SeedBusiness,
  typeof businessFormSchema,
  z.output<typeof businessForAdmin>,
  BusinessEvent
>;
