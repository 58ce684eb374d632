import { z } from 'zod';
import { catalogEntryDecider, type CatalogEntryEvent } from '../catalog/catalog-entry.ts';
import { lineList, optionalText, requiredText } from '../catalog/catalog-fields.ts';
import { CHALLENGE_DIFFICULTIES, type SeedEcoChallenge } from '../catalog/seed/types.ts';
import { integerId } from '../shared/ids.ts';

export const ecoChallengeStreamId = (id: number) => `eco_challenge-${id}`;

const grams = (label: string) =>
  z.coerce
    .number(`${label} must be a number`)
    .int(`${label} must be a whole number of grams`)
    .min(0, `${label} cannot be negative`)
    .max(10_000_000, `${label} must be at most 10000000`);

/**
 * An eco challenge as an admin adds or edits it: its texts with their Japanese beside them. Requirements
 * and tips are one a line.
 */
export const ecoChallengeFormSchema = z.object({
  title: requiredText('Title', 200),
  titleJa: optionalText('Japanese title', 200),
  description: requiredText('Description', 2000),
  descriptionJa: optionalText('Japanese description', 2000),
  location: requiredText('Location', 200),
  locationJa: optionalText('Japanese location', 200),
  requirements: lineList('Requirements').pipe(z.array(z.string()).min(1, 'Give at least one requirement')),
  requirementsJa: lineList('Japanese requirements'),
  tips: lineList('Tips'),
  tipsJa: lineList('Japanese tips'),
  estimatedTime: requiredText('Estimated time', 100),
  estimatedTimeJa: optionalText('Japanese estimated time', 100),
  categoryId: integerId('Choose a category', 'Choose a category'),
  difficulty: z.enum(CHALLENGE_DIFFICULTIES, 'Choose a difficulty'),
  points: z.coerce
    .number('Points are required')
    .int('Points must be a whole number')
    .min(1, 'Points must be at least 1')
    .max(10_000, 'Points must be at most 10000'),
  co2SavedGrams: grams('CO₂ saved'),
  wasteReducedGrams: grams('Waste reduced'),
});
export type EcoChallengeForm = z.infer<typeof ecoChallengeFormSchema>;

export type EcoChallengeEvent = CatalogEntryEvent<
  SeedEcoChallenge,
  'eco.ChallengeAdded',
  'eco.ChallengeEdited',
  'eco.ChallengeRetired'
>;

export const ecoChallengeDecider = catalogEntryDecider<
  SeedEcoChallenge,
  'eco.ChallengeAdded',
  'eco.ChallengeEdited',
  'eco.ChallengeRetired'
>({
  label: 'challenge',
  added: 'eco.ChallengeAdded',
  edited: 'eco.ChallengeEdited',
  retired: 'eco.ChallengeRetired',
});
