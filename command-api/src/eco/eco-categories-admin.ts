import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { SeedEcoCategory } from '@nsg/domain/catalog/seed/types.ts';
import {
  ecoCategoryDecider,
  ecoCategoryFormSchema,
  ecoCategoryStreamId,
  type EcoCategoryEvent,
} from '@nsg/domain/eco/eco-category-entry.ts';
import {
  lastEcoCategoryId,
  listEcoCategoriesForAdmin,
  liveChallengesIn,
} from '@nsg/projections/eco/eco-catalog-admin-queries.ts';
import { catalogAdminRoutes, type CatalogAdminKind } from '../catalog/catalog-admin-routes.ts';
import { catalogAdminRow } from '../catalog/catalog-views.ts';
import type { AppDeps } from '../deps.ts';
import { HttpError } from '../http/errors.ts';

const categoryRow = catalogAdminRow.extend({
  liveChallenges: z.number().int().describe('Challenges in it that are not retired'),
  nameJa: z.string(),
  description: z.string(),
  descriptionJa: z.string(),
  icon: z.string(),
  color: z.string(),
});

type CategoriesKind = CatalogAdminKind<
  SeedEcoCategory,
  typeof ecoCategoryFormSchema,
  z.infer<typeof categoryRow>,
  EcoCategoryEvent
>;

/** The eco categories admins keep at /api/admin/catalog/eco-categories. */
const categoriesKind = {
  path: 'eco-categories',
  decider: ecoCategoryDecider,
  streamId: ecoCategoryStreamId,
  form: ecoCategoryFormSchema,
  fieldsOf: (form) => form,
  list: listEcoCategoriesForAdmin,
  row: categoryRow,
  lastId: lastEcoCategoryId,
} satisfies CategoriesKind;

const liveChallengesMessage = (live: number) =>
  `${live} live challenge${live === 1 ? ' is' : 's are'} in this category: move or retire ${live === 1 ? 'it' : 'them'} first`;

/** The category routes; a category that still has live challenges is not retired, with a field error. */
export function ecoCategoriesAdminRoutes(deps: AppDeps) {
  return async (app: FastifyInstance) => {
    app.addHook('preHandler', async (request) => {
      if (!request.routeOptions.url?.endsWith('/retire')) return;
      const live = await liveChallengesIn(deps.db, Number((request.params as { id: number }).id));
      if (live > 0) {
        const message = liveChallengesMessage(live);
        throw new HttpError(400, message, { reason: [message] });
      }
    });
    await catalogAdminRoutes(deps, categoriesKind)(app);
  };
}
