import { z } from 'zod';
import { catalogEntryDecider, type CatalogEntryEvent } from './catalog-entry.ts';
import { latitudeField, longitudeField, optionalText, requiredText } from './catalog-fields.ts';
import {
  COST_LEVELS,
  CROWD_LEVELS,
  SEASONS,
  TIMES_OF_DAY,
  TIP_CATEGORIES,
  TIP_DIFFICULTIES,
  type SeedLocalTip,
} from './seed/types.ts';

/** Words separated by commas, as a list: "local favorite, food truck" → ['local favorite', 'food truck']. */
const wordList = (label: string) =>
  z
    .string()
    .max(500, `${label} must be under 500 characters`)
    .default('')
    .transform((text) =>
      text
        .split(/[,、]/)
        .map((word) => word.trim())
        .filter(Boolean),
    );

/**
 * A local tip as an admin adds or edits it: the visitor's texts with their Japanese beside them. Tags are
 * kept snake_case ("local_favorite"); their Japanese are words, as many as the English.
 */
export const localTipFormSchema = z.object({
  title: requiredText('Title', 200),
  titleJa: optionalText('Japanese title', 200),
  description: requiredText('Description', 2000),
  descriptionJa: optionalText('Japanese description', 2000),
  location: requiredText('Location', 200),
  locationJa: optionalText('Japanese location', 200),
  insiderNote: optionalText('Insider note', 500),
  insiderNoteJa: optionalText('Japanese insider note', 500),
  tags: wordList('Tags').transform((words) => words.map((word) => word.toLowerCase().replace(/\s+/g, '_'))),
  tagsJa: wordList('Japanese tags'),
  category: z.enum(TIP_CATEGORIES, 'Choose a category'),
  timeOfDay: z.enum(TIMES_OF_DAY, 'Choose a time of day'),
  cost: z.enum(COST_LEVELS, 'Choose a cost'),
  crowdLevel: z.enum(CROWD_LEVELS, 'Choose a crowd level'),
  difficulty: z.enum(TIP_DIFFICULTIES, 'Choose a difficulty'),
  season: z.enum(SEASONS, 'Choose a season'),
  localRating: z.coerce
    .number('Rating is required')
    .min(1, 'Rating must be 1 to 5')
    .max(5, 'Rating must be 1 to 5')
    .refine((rating) => Number.isInteger(rating * 2), 'Rating goes in half steps'),
  authorName: requiredText('Author', 100),
  touristFriendly: z.boolean().default(true),
  latitude: latitudeField,
  longitude: longitudeField,
});
export type LocalTipForm = z.infer<typeof localTipFormSchema>;

/** The tip's fields from the form: a tip an admin adds or keeps is one they vouch for. */
export const localTipFieldsOf = (form: LocalTipForm): Omit<SeedLocalTip, 'id'> => ({
  ...form,
  isVerified: true,
});

export type LocalTipEvent = CatalogEntryEvent<
  SeedLocalTip,
  'catalog.LocalTipAdded',
  'catalog.LocalTipEdited',
  'catalog.LocalTipRetired'
>;

export const localTipDecider = catalogEntryDecider<
  SeedLocalTip,
  'catalog.LocalTipAdded',
  'catalog.LocalTipEdited',
  'catalog.LocalTipRetired'
>({
  label: 'local tip',
  added: 'catalog.LocalTipAdded',
  edited: 'catalog.LocalTipEdited',
  retired: 'catalog.LocalTipRetired',
});
