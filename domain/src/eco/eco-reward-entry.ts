import { z } from 'zod';
import { catalogEntryDecider, type CatalogEntryEvent } from '../catalog/catalog-entry.ts';
import { optionalText, requiredText } from '../catalog/catalog-fields.ts';
import { REWARD_TYPES, type SeedEcoReward } from '../catalog/seed/types.ts';
import { integerId } from '../shared/ids.ts';

export const ecoRewardStreamId = (id: number) => `eco_reward-${id}`;

/** A number field a form may leave empty: '' and null are "none". */
const optionalWhole = (label: string, min: number, max: number) =>
  z.preprocess(
    (value) => (value === '' || value === undefined ? null : value),
    z.coerce
      .number(`${label} must be a number`)
      .int(`${label} must be a whole number`)
      .min(min, `${label} must be at least ${min}`)
      .max(max, `${label} must be at most ${max}`)
      .nullable(),
  );

/**
 * A reward as an admin adds or edits it: its texts with their Japanese beside them, the partner business
 * that honours it, and its stock (`maxRedemptions`; empty for no limit).
 */
export const ecoRewardFormSchema = z.object({
  title: requiredText('Title', 200),
  titleJa: optionalText('Japanese title', 200),
  description: requiredText('Description', 2000),
  descriptionJa: optionalText('Japanese description', 2000),
  terms: requiredText('Terms', 1000),
  termsJa: optionalText('Japanese terms', 1000),
  rewardType: z.enum(REWARD_TYPES, `Type must be one of ${REWARD_TYPES.join(', ')}`),
  businessId: integerId('Choose the partner business', 'Choose the partner business'),
  discountPercent: optionalWhole('Discount percent', 1, 100),
  /** Integer cents. */
  discountAmount: optionalWhole('Discount amount', 1, 1_000_000),
  pointsRequired: z.coerce
    .number('Points are required')
    .int('Points must be a whole number')
    .min(1, 'Points must be at least 1')
    .max(100_000, 'Points must be at most 100000'),
  maxRedemptions: optionalWhole('Stock', 1, 1_000_000),
  validUntil: z.iso.date('Valid until must be a date (YYYY-MM-DD)'),
});
export type EcoRewardForm = z.infer<typeof ecoRewardFormSchema>;

export type EcoRewardEvent = CatalogEntryEvent<
  SeedEcoReward,
  'eco.RewardAdded',
  'eco.RewardEdited',
  'eco.RewardRetired'
>;

export const ecoRewardDecider = catalogEntryDecider<
  SeedEcoReward,
  'eco.RewardAdded',
  'eco.RewardEdited',
  'eco.RewardRetired'
>({ label: 'reward', added: 'eco.RewardAdded', edited: 'eco.RewardEdited', retired: 'eco.RewardRetired' });
