import { z } from 'zod';
import { catalogEntryDecider, type CatalogEntryEvent } from './catalog-entry.ts';
import { catalogImageField, optionalText, requiredText } from './catalog-fields.ts';
import { PRODUCT_CATEGORIES, type SeedProduct } from './seed/types.ts';

export const productStreamId = (id: number) => `product-${id}`;

/** A product of the shop as an admin adds or edits it; the price in integer cents. */
export const productFormSchema = z.object({
  name: requiredText('Name', 255),
  nameJa: optionalText('Japanese name', 255),
  description: requiredText('Description', 2000),
  descriptionJa: optionalText('Japanese description', 2000),
  price: z.coerce
    .number('Price must be a number')
    .int('Price must be in whole cents')
    .min(1, 'Price must be at least 1 cent')
    .max(10_000_000, 'Price must be at most $100,000'),
  image: catalogImageField,
  category: z.enum(PRODUCT_CATEGORIES, `Category must be one of ${PRODUCT_CATEGORIES.join(', ')}`),
});

export type ProductEvent = CatalogEntryEvent<
  SeedProduct,
  'catalog.ProductAdded',
  'catalog.ProductEdited',
  'catalog.ProductRetired'
>;

export const productDecider = catalogEntryDecider<
  SeedProduct,
  'catalog.ProductAdded',
  'catalog.ProductEdited',
  'catalog.ProductRetired'
>({
  label: 'product',
  added: 'catalog.ProductAdded',
  edited: 'catalog.ProductEdited',
  retired: 'catalog.ProductRetired',
});
