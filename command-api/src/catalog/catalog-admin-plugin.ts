import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps.ts';
import { beachesAdmin } from './beaches-admin.ts';
import { businessesAdmin } from './businesses-admin.ts';
import { catalogAdminRoutes } from './catalog-admin-routes.ts';
import { catalogImageRoutes } from './catalog-image-routes.ts';
import { productsAdmin } from './products-admin.ts';
import { localTipsAdmin } from './local-tips-admin.ts';
import { ecoRewardsAdminRoutes } from '../eco/eco-rewards-admin.ts';
import { headerImagesAdminRoutes } from './header-images-admin.ts';
import { sampleRetirementRoutes } from './sample-retirement-routes.ts';
import { ecoChallengesAdminRoutes } from '../eco/eco-challenges-admin.ts';
import { ecoCategoriesAdminRoutes } from '../eco/eco-categories-admin.ts';

/** The catalog as admins keep it: each kind's routes under /api/admin/catalog/, and their pictures. */
export function catalogAdminPlugin(deps: AppDeps) {
  return async (app: FastifyInstance) => {
    await app.register(catalogImageRoutes(deps));
    await app.register(catalogAdminRoutes(deps, businessesAdmin));
    await app.register(catalogAdminRoutes(deps, beachesAdmin));
    await app.register(catalogAdminRoutes(deps, productsAdmin));
    await app.register(catalogAdminRoutes(deps, localTipsAdmin));
    await app.register(ecoRewardsAdminRoutes(deps));
    await app.register(sampleRetirementRoutes(deps));
    await app.register(ecoChallengesAdminRoutes(deps));
    await app.register(ecoCategoriesAdminRoutes(deps));
    await app.register(headerImagesAdminRoutes(deps));
  };
}
