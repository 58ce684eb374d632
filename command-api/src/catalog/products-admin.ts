import { z } from 'zod';
import {
  productDecider,
  productFormSchema,
  productStreamId,
  type ProductEvent,
} from '@nsg/domain/catalog/product.ts';
import type { SeedProduct } from '@nsg/domain/catalog/seed/types.ts';
import { lastCatalogId, listProductsForAdmin } from '@nsg/projections/catalog/catalog-admin-queries.ts';
import type { CatalogAdminKind } from './catalog-admin-routes.ts';
import { catalogAdminRow } from './catalog-views.ts';

const productForAdmin = catalogAdminRow.extend({
  nameJa: z.string().describe('Empty when the Japanese is missing'),
  description: z.string(),
  descriptionJa: z.string().describe('Empty when the Japanese is missing'),
  price: z.number().int().describe('Integer cents'),
  image: z.string(),
  category: z.string(),
});

/** The shop's products, as admins keep them at /api/admin/catalog/products. */
export const productsAdmin = {
  path: 'products',
  decider: productDecider,
  streamId: productStreamId,
  form: productFormSchema,
  fieldsOf: (form) => form,
  list: listProductsForAdmin,
  row: productForAdmin,
  lastId: (db) => lastCatalogId(db, 'products'),
} satisfies CatalogAdminKind<
  SeedProduct,
  typeof productFormSchema,
  z.output<typeof productForAdmin>,
  ProductEvent
>;
