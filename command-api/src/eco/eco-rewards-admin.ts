import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { REWARD_TYPES, type SeedEcoReward } from '@nsg/domain/catalog/seed/types.ts';
import {
  ecoRewardDecider,
  ecoRewardFormSchema,
  ecoRewardStreamId,
  type EcoRewardEvent,
  type EcoRewardForm,
} from '@nsg/domain/eco/eco-reward-entry.ts';
import {
  lastEcoRewardId,
  listEcoRewardsForAdmin,
  partnerExists,
} from '@nsg/projections/eco/eco-reward-admin-queries.ts';
import { catalogAdminRoutes, type CatalogAdminKind } from '../catalog/catalog-admin-routes.ts';
import { catalogAdminRow } from '../catalog/catalog-views.ts';
import type { AppDeps } from '../deps.ts';
import { HttpError } from '../http/errors.ts';

const NO_PARTNER = 'Choose a partner business from the directory';

const rewardRow = catalogAdminRow.extend({
  partnerName: z.string().nullable().describe('The partner business, null if it is gone'),
  redeemed: z.number().int().describe('Units of stock redeemed so far'),
  title: z.string(),
  titleJa: z.string(),
  description: z.string(),
  descriptionJa: z.string(),
  terms: z.string(),
  termsJa: z.string(),
  rewardType: z.enum(REWARD_TYPES),
  businessId: z.number().int(),
  discountPercent: z.number().nullable(),
  discountAmount: z.number().nullable().describe('Integer cents'),
  pointsRequired: z.number().int(),
  maxRedemptions: z.number().int().nullable().describe('The stock; null for no limit'),
  validUntil: z.string(),
});

type RewardsKind = CatalogAdminKind<
  SeedEcoReward,
  typeof ecoRewardFormSchema,
  z.infer<typeof rewardRow>,
  EcoRewardEvent
>;

/** The eco rewards admins keep at /api/admin/catalog/rewards, each honoured by a partner business. */
const rewardsKind = {
  path: 'rewards',
  decider: ecoRewardDecider,
  streamId: ecoRewardStreamId,
  form: ecoRewardFormSchema,
  fieldsOf: (form) => form,
  list: listEcoRewardsForAdmin,
  row: rewardRow,
  lastId: lastEcoRewardId,
} satisfies RewardsKind;

/** The reward routes, refusing a partner that is not in the directory with a field error. */
export function ecoRewardsAdminRoutes(deps: AppDeps) {
  return async (app: FastifyInstance) => {
    app.addHook('preHandler', async (request) => {
      const businessId = (request.body as Partial<EcoRewardForm> | undefined)?.businessId;
      if (businessId !== undefined && !(await partnerExists(deps.db, businessId)))
        throw new HttpError(400, NO_PARTNER, { businessId: [NO_PARTNER] });
    });
    await catalogAdminRoutes(deps, rewardsKind)(app);
  };
}
