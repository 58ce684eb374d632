import type { BeachExposure } from '../conditions/beach-hazard.ts';
import type { DomainEvent } from '../shared/events.ts';
import type { CatalogEdit, CatalogRetirement } from './catalog-entry.ts';
import type {
  SeedBeach,
  SeedBusiness,
  SeedEcoCategory,
  SeedEcoChallenge,
  SeedEcoReward,
  SeedLocalTip,
  SeedProduct,
  SeedSurveyCategory,
} from './seed/types.ts';

/** Catalog entries are added as events (seeded at first start, editable by admins later). */
export type BeachAdded = DomainEvent<'catalog.BeachAdded', SeedBeach>;
export type BusinessAdded = DomainEvent<'catalog.BusinessAdded', SeedBusiness>;
export type ProductAdded = DomainEvent<'catalog.ProductAdded', SeedProduct>;
export type LocalTipAdded = DomainEvent<'catalog.LocalTipAdded', SeedLocalTip>;
export type EcoCategoryAdded = DomainEvent<'eco.CategoryAdded', SeedEcoCategory>;
export type EcoChallengeAdded = DomainEvent<'eco.ChallengeAdded', SeedEcoChallenge>;
export type EcoRewardAdded = DomainEvent<'eco.RewardAdded', SeedEcoReward>;
export type SurveyCategoryAdded = DomainEvent<'surveys.CategoryAdded', SeedSurveyCategory>;
/** A beach's exposure to swell and its hazard thresholds, appended to the beach's own stream. */
export type BeachExposureSet = DomainEvent<'catalog.BeachExposureSet', BeachExposure & { beachId: number }>;

/** An admin's change to an entry: the fields it changed, new and before; or its retirement, with why. */
export type BusinessEdited = DomainEvent<'catalog.BusinessEdited', CatalogEdit<SeedBusiness>>;
export type BusinessRetired = DomainEvent<'catalog.BusinessRetired', CatalogRetirement>;

export type BeachEdited = DomainEvent<
  'catalog.BeachEdited',
  CatalogEdit<SeedBeach & { exposure?: BeachExposure }>
>;
export type BeachRetired = DomainEvent<'catalog.BeachRetired', CatalogRetirement>;

export type ProductEdited = DomainEvent<'catalog.ProductEdited', CatalogEdit<SeedProduct>>;
export type ProductRetired = DomainEvent<'catalog.ProductRetired', CatalogRetirement>;

export type EcoRewardEdited = DomainEvent<'eco.RewardEdited', CatalogEdit<SeedEcoReward>>;
export type EcoRewardRetired = DomainEvent<'eco.RewardRetired', CatalogRetirement>;

export type EcoChallengeEdited = DomainEvent<'eco.ChallengeEdited', CatalogEdit<SeedEcoChallenge>>;
export type EcoChallengeRetired = DomainEvent<'eco.ChallengeRetired', CatalogRetirement>;

export type EcoCategoryEdited = DomainEvent<'eco.CategoryEdited', CatalogEdit<SeedEcoCategory>>;
export type EcoCategoryRetired = DomainEvent<'eco.CategoryRetired', CatalogRetirement>;

export type LocalTipEdited = DomainEvent<'catalog.LocalTipEdited', CatalogEdit<SeedLocalTip>>;
export type LocalTipRetired = DomainEvent<'catalog.LocalTipRetired', CatalogRetirement>;

export type CatalogEditEvent =
  | BusinessEdited
  | BusinessRetired
  | BeachEdited
  | BeachRetired
  | ProductEdited
  | ProductRetired
  | EcoRewardEdited
  | EcoRewardRetired
  | EcoChallengeEdited
  | EcoChallengeRetired
  | EcoCategoryEdited
  | EcoCategoryRetired
  | LocalTipEdited
  | LocalTipRetired;

export type CatalogEvent =
  | BeachAdded
  | BusinessAdded
  | ProductAdded
  | LocalTipAdded
  | EcoCategoryAdded
  | EcoChallengeAdded
  | EcoRewardAdded
  | SurveyCategoryAdded;

export const catalogStreamPrefix: Record<CatalogEvent['type'], string> = {
  'catalog.BeachAdded': 'beach',
  'catalog.BusinessAdded': 'business',
  'catalog.ProductAdded': 'product',
  'catalog.LocalTipAdded': 'tip',
  'eco.CategoryAdded': 'eco_category',
  'eco.ChallengeAdded': 'eco_challenge',
  'eco.RewardAdded': 'eco_reward',
  'surveys.CategoryAdded': 'survey_category',
};
