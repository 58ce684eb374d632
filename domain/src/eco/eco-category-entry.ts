import { z } from 'zod';
import { catalogEntryDecider, type CatalogEntryEvent } from '../catalog/catalog-entry.ts';
import { optionalText, requiredText } from '../catalog/catalog-fields.ts';
import type { SeedEcoCategory } from '../catalog/seed/types.ts';

export const ecoCategoryStreamId = (id: number) => `eco_category-${id}`;

/** An eco category as an admin adds or edits it: its name and description with their Japanese beside them. */
export const ecoCategoryFormSchema = z.object({
  name: requiredText('Name', 100),
  nameJa: optionalText('Japanese name', 100),
  description: requiredText('Description', 1000),
  descriptionJa: optionalText('Japanese description', 1000),
  icon: z
    .string('Icon is required')
    .trim()
    .regex(/^[a-z][a-z0-9-]{0,39}$/, 'Icon is a short name in lower case, e.g. waves'),
  color: z
    .string('Colour is required')
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, 'Colour is a hex colour, e.g. #0e7490'),
});
export type EcoCategoryForm = z.infer<typeof ecoCategoryFormSchema>;

export type EcoCategoryEvent = CatalogEntryEvent<
  SeedEcoCategory,
  'eco.CategoryAdded',
  'eco.CategoryEdited',
  'eco.CategoryRetired'
>;

export const ecoCategoryDecider = catalogEntryDecider<
  SeedEcoCategory,
  'eco.CategoryAdded',
  'eco.CategoryEdited',
  'eco.CategoryRetired'
>({
  label: 'category',
  added: 'eco.CategoryAdded',
  edited: 'eco.CategoryEdited',
  retired: 'eco.CategoryRetired',
});
