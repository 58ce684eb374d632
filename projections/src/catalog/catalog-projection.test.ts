import { describe, it } from 'vitest';
import { SEED_BEACH_EXPOSURES } from '@nsg/domain/catalog/seed/beach-exposures.ts';
import { SEED_BEACHES } from '@nsg/domain/catalog/seed/beaches.ts';
import { SEED_BUSINESSES } from '@nsg/domain/catalog/seed/businesses.ts';
import { SEED_ECO_CATEGORIES, SEED_ECO_CHALLENGES, SEED_ECO_REWARDS } from '@nsg/domain/catalog/seed/eco.ts';
import { SEED_LOCAL_TIPS } from '@nsg/domain/catalog/seed/local-tips.ts';
import { SEED_PRODUCTS } from '@nsg/domain/catalog/seed/products.ts';
import { SEED_SURVEY_CATEGORIES } from '@nsg/domain/catalog/seed/survey-categories.ts';
import { SEED_ACTOR } from '@nsg/domain/catalog/seed/types.ts';
import { projectionSpec, type SpecEvent } from '../testing/projection-spec.ts';
import { catalogProjection } from './catalog-projection.ts';

const spec = projectionSpec(catalogProjection);

const pipeline = SEED_BEACHES[0]!;
const shaveIce = SEED_BUSINESSES[0]!;
const tee = SEED_PRODUCTS[0]!;
const tip = SEED_LOCAL_TIPS[0]!;
const ecoCategory = SEED_ECO_CATEGORIES[0]!;
const challenge = SEED_ECO_CHALLENGES[0]!;
const reward = SEED_ECO_REWARDS[0]!;
const surveyCategory = SEED_SURVEY_CATEGORIES[0]!;

const beachAdded = (beach = pipeline): SpecEvent => ({
  streamId: `beach-${beach.id}`,
  type: 'catalog.BeachAdded',
  actor: SEED_ACTOR,
  data: beach,
});
const exposure = SEED_BEACH_EXPOSURES[pipeline.id]!;
const exposureSet: SpecEvent = {
  streamId: `beach-${pipeline.id}`,
  type: 'catalog.BeachExposureSet',
  data: { beachId: pipeline.id, ...exposure },
};
const businessAdded = (actor: string): SpecEvent => ({
  streamId: `business-${shaveIce.id}`,
  type: 'catalog.BusinessAdded',
  actor,
  data: shaveIce,
});

describe('the catalog projection', () => {
  it('lists a beach with its Japanese texts', async () => {
    await spec
      .given([])
      .when([beachAdded()])
      .then({
        beaches: [
          {
            id: pipeline.id,
            name: pipeline.name,
            surf_status: pipeline.surfStatus,
            description_ja: pipeline.descriptionJa,
            best_for_ja: pipeline.bestForJa,
            latitude: '21.664800',
            geofence_radius: 500,
            exposure: null,
          },
        ],
      });
  });

  it('keeps the Japanese empty, not English, for a beach added without it', async () => {
    const { descriptionJa: _description, bestForJa: _bestFor, ...englishOnly } = pipeline;
    await spec
      .given([])
      .when([beachAdded(englishOnly)])
      .then({ beaches: [{ id: pipeline.id, description_ja: null, best_for_ja: null }] });
  });

  it('gives a beach the exposure its hazard rating is computed from', async () => {
    await spec
      .given([beachAdded()])
      .when([exposureSet])
      .then({ beaches: [{ id: pipeline.id, exposure }] });
  });

  it('takes a beach added again as its new version, keeping its exposure', async () => {
    await spec
      .given([beachAdded(), exposureSet])
      .when([beachAdded({ ...pipeline, hasParking: 'None' })])
      .then({ beaches: [{ id: pipeline.id, has_parking: 'None', exposure }] });
  });

  it('marks what the seed adds as sample data, and what an admin adds as real', async () => {
    await spec
      .given([])
      .when([businessAdded(SEED_ACTOR)])
      .then({ businesses: [{ id: shaveIce.id, name: shaveIce.name, sample: true, website: null }] });
    await spec
      .given([businessAdded(SEED_ACTOR)])
      .when([businessAdded('admin:1')])
      .then({ businesses: [{ id: shaveIce.id, sample: false, phone: shaveIce.phone }] });
  });

  it('applies an admin edit field by field, a cleared text as none, at the stream revision', async () => {
    await spec
      .given([businessAdded(SEED_ACTOR)])
      .when([
        {
          streamId: `business-${shaveIce.id}`,
          type: 'catalog.BusinessEdited',
          actor: 'admin:1',
          data: {
            id: shaveIce.id,
            changes: { name: 'Kaiaka Shave Ice Co.', phone: '', descriptionJa: '' },
            previous: { name: shaveIce.name, phone: shaveIce.phone, descriptionJa: shaveIce.descriptionJa },
          },
        },
      ])
      .then({
        businesses: [
          {
            id: shaveIce.id,
            name: 'Kaiaka Shave Ice Co.',
            phone: null,
            description_ja: null,
            location: shaveIce.location,
            sample: true,
            revision: 1,
            retired_at: null,
          },
        ],
      });
  });

  it('keeps a retired business, marked retired, for its reviews and ads to keep their history', async () => {
    await spec
      .given([businessAdded(SEED_ACTOR)])
      .when([
        {
          streamId: `business-${shaveIce.id}`,
          type: 'catalog.BusinessRetired',
          actor: 'admin:1',
          data: { id: shaveIce.id, reason: 'Sample data' },
        },
      ])
      .then({
        businesses: [
          { id: shaveIce.id, name: shaveIce.name, revision: 1, retired_at: new Date('2026-11-27T20:00:00Z') },
        ],
      });
  });

  it('lists a product with its name and description in Japanese', async () => {
    await spec
      .given([])
      .when([{ streamId: `product-${tee.id}`, type: 'catalog.ProductAdded', data: tee }])
      .then({
        products: [
          {
            id: tee.id,
            name: tee.name,
            price: tee.price,
            name_ja: tee.nameJa,
            description_ja: tee.descriptionJa,
          },
        ],
      });
  });

  it('keeps tips, eco categories, challenges, rewards and survey categories as documents', async () => {
    await spec
      .given([])
      .when([
        { streamId: `tip-${tip.id}`, type: 'catalog.LocalTipAdded', actor: SEED_ACTOR, data: tip },
        { streamId: `eco_category-${ecoCategory.id}`, type: 'eco.CategoryAdded', data: ecoCategory },
        { streamId: `eco_challenge-${challenge.id}`, type: 'eco.ChallengeAdded', data: challenge },
        { streamId: `eco_reward-${reward.id}`, type: 'eco.RewardAdded', actor: 'admin:1', data: reward },
        {
          streamId: `survey_category-${surveyCategory.id}`,
          type: 'surveys.CategoryAdded',
          data: surveyCategory,
        },
      ])
      .then({
        local_tips: [{ id: tip.id, category: tip.category, document: { ...tip, sample: true } }],
        eco_categories: [{ id: ecoCategory.id, document: ecoCategory }],
        eco_challenges: [{ id: challenge.id, category_id: challenge.categoryId, document: challenge }],
        eco_rewards: [{ id: reward.id, document: { ...reward, sample: false } }],
        survey_categories: [{ id: surveyCategory.id, document: surveyCategory }],
      });
  });

  it('tells everybody: the catalog is public', async () => {
    await spec
      .given([])
      .when([beachAdded(), businessAdded(SEED_ACTOR)])
      .thenAnnounces([
        { ids: [String(pipeline.id)], audience: 'public' },
        { ids: [String(shaveIce.id)], audience: 'public' },
      ]);
  });
});
