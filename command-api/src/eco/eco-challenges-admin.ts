import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CHALLENGE_DIFFICULTIES, type SeedEcoChallenge } from '@nsg/domain/catalog/seed/types.ts';
import {
  ecoChallengeDecider,
  ecoChallengeFormSchema,
  ecoChallengeStreamId,
  type EcoChallengeEvent,
  type EcoChallengeForm,
} from '@nsg/domain/eco/eco-challenge-entry.ts';
import {
  ecoCategoryExists,
  lastEcoChallengeId,
  listEcoChallengesForAdmin,
} from '@nsg/projections/eco/eco-catalog-admin-queries.ts';
import { catalogAdminRoutes, type CatalogAdminKind } from '../catalog/catalog-admin-routes.ts';
import { catalogAdminRow } from '../catalog/catalog-views.ts';
import type { AppDeps } from '../deps.ts';
import { HttpError } from '../http/errors.ts';

const NO_CATEGORY = 'Choose one of the eco categories';

const challengeRow = catalogAdminRow.extend({
  categoryName: z.string().nullable(),
  title: z.string(),
  titleJa: z.string(),
  description: z.string(),
  descriptionJa: z.string(),
  location: z.string(),
  locationJa: z.string(),
  requirements: z.string().describe('One a line'),
  requirementsJa: z.string().describe('One a line'),
  tips: z.string().describe('One a line'),
  tipsJa: z.string().describe('One a line'),
  estimatedTime: z.string(),
  estimatedTimeJa: z.string(),
  categoryId: z.number().int(),
  difficulty: z.enum(CHALLENGE_DIFFICULTIES),
  points: z.number().int(),
  co2SavedGrams: z.number().int(),
  wasteReducedGrams: z.number().int(),
});

type ChallengesKind = CatalogAdminKind<
  SeedEcoChallenge,
  typeof ecoChallengeFormSchema,
  z.infer<typeof challengeRow>,
  EcoChallengeEvent
>;

/** The eco challenges admins keep at /api/admin/catalog/eco-challenges. */
const challengesKind = {
  path: 'eco-challenges',
  decider: ecoChallengeDecider,
  streamId: ecoChallengeStreamId,
  form: ecoChallengeFormSchema,
  fieldsOf: (form) => form,
  list: listEcoChallengesForAdmin,
  row: challengeRow,
  lastId: lastEcoChallengeId,
} satisfies ChallengesKind;

/** The challenge routes, refusing a category that does not exist with a field error. */
export function ecoChallengesAdminRoutes(deps: AppDeps) {
  return async (app: FastifyInstance) => {
    app.addHook('preHandler', async (request) => {
      const categoryId = (request.body as Partial<EcoChallengeForm> | undefined)?.categoryId;
      if (categoryId !== undefined && !(await ecoCategoryExists(deps.db, categoryId)))
        throw new HttpError(400, NO_CATEGORY, { categoryId: [NO_CATEGORY] });
    });
    await catalogAdminRoutes(deps, challengesKind)(app);
  };
}
