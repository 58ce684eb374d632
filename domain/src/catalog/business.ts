import { z } from 'zod';
import { catalogEntryDecider, type CatalogEntryEvent } from './catalog-entry.ts';
import {
  catalogImageField,
  latitudeField,
  longitudeField,
  optionalText,
  optionalWebsite,
  requiredText,
} from './catalog-fields.ts';
import { BUSINESS_CATEGORIES, type SeedBusiness } from './seed/types.ts';

export const businessStreamId = (id: number) => `business-${id}`;

/** A business as an admin adds or edits it: the English texts with their Japanese beside them. */
export const businessFormSchema = z.object({
  name: requiredText('Name', 255),
  nameJa: optionalText('Japanese name', 255),
  category: z.enum(BUSINESS_CATEGORIES, `Category must be one of ${BUSINESS_CATEGORIES.join(', ')}`),
  location: requiredText('Location', 255),
  description: requiredText('Description', 2000),
  descriptionJa: optionalText('Japanese description', 2000),
  image: catalogImageField,
  latitude: latitudeField,
  longitude: longitudeField,
  phone: optionalText('Phone', 50),
  website: optionalWebsite,
});
export type BusinessForm = z.infer<typeof businessFormSchema>;

export type BusinessEvent = CatalogEntryEvent<
  SeedBusiness,
  'catalog.BusinessAdded',
  'catalog.BusinessEdited',
  'catalog.BusinessRetired'
>;

export const businessDecider = catalogEntryDecider<
  SeedBusiness,
  'catalog.BusinessAdded',
  'catalog.BusinessEdited',
  'catalog.BusinessRetired'
>({
  label: 'business',
  added: 'catalog.BusinessAdded',
  edited: 'catalog.BusinessEdited',
  retired: 'catalog.BusinessRetired',
});
