import type { FastifyInstance } from 'fastify';
import { ratesRoutes } from '../advertising/rates-routes.ts';
import type { AppDeps } from '../deps.ts';
import { advertisersAdminRoutes } from './advertisers-admin-routes.ts';
import { analystsAdminRoutes } from './analysts-admin-routes.ts';
import { auditRoutes } from './audit-routes.ts';
import { listingsAdminRoutes } from './listings-admin-routes.ts';
import { overviewRoutes } from './overview-routes.ts';
import { moderationRoutes } from './moderation-routes.ts';

/** Admin moderation of advertisers, campaigns and ads, the rates, and the audit log. Roles are checked on the server. */
export function adminRoutes(deps: AppDeps) {
  return async (app: FastifyInstance) => {
    await app.register(advertisersAdminRoutes(deps));
    await app.register(analystsAdminRoutes(deps));
    await app.register(moderationRoutes(deps));
    await app.register(ratesRoutes(deps));
    await app.register(auditRoutes(deps));
    await app.register(listingsAdminRoutes(deps));
    await app.register(overviewRoutes(deps));
  };
}
