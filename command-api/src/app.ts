import { createHmac } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyWebsocket from '@fastify/websocket';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { findBeach, findBusiness } from '@nsg/projections/catalog/catalog-queries.ts';
import { accountsRoutes } from './accounts/accounts-routes.ts';
import { advertisingRoutes } from './advertising/advertising-plugin.ts';
import { analyticsRoutes } from './analytics/analytics-routes.ts';
import { registerAuth } from './auth/auth-plugin.ts';
import { findSessionAccounts } from './auth/sessions.ts';
import { businessOwnersRoutes } from './business-owners/business-owners-routes.ts';
import { businessRequestsRoutes } from './business-owners/business-requests-routes.ts';
import { calendarRoutes } from './calendar/calendar-routes.ts';
import { catalogAdminPlugin } from './catalog/catalog-admin-plugin.ts';
import { catalogRoutes } from './catalog/catalog-routes.ts';
import { headerImagesRoutes } from './catalog/header-images-admin.ts';
import { listHeaderImages } from '@nsg/projections/catalog/header-images-queries.ts';
import { localTipsRoutes } from './catalog/local-tips-routes.ts';
import { localTipSuggestionsRoutes } from './catalog/local-tip-suggestions-routes.ts';
import { beachHazardRoutes } from './conditions/beach-hazard-routes.ts';
import { conditionsRoutes } from './conditions/conditions-routes.ts';
import { ecoRoutes } from './eco/eco-routes.ts';
import { evidencePhotoRoutes } from './eco/evidence-photo-routes.ts';
import { contactRoutes } from './contact/contact-routes.ts';
import { newsletterRoutes } from './newsletter/newsletter-routes.ts';
import type { AppDeps } from './deps.ts';
import { operationsRoutes } from './operations/operations-routes.ts';
import { healthRoutes } from './health/health-routes.ts';
import { installCrossSiteProtection } from './http/cross-site.ts';
import { HttpError, installErrorHandlers, sendError } from './http/errors.ts';
import { installIdempotency, isCompletedReplay } from './http/idempotency.ts';
import { giveBackPointsOnServerErrors } from './http/rate-limit-refunds.ts';
import { trackAllowedMethods } from './http/method-not-allowed.ts';
import { registerOpenApi } from './http/openapi.ts';
import { strictSerializerCompiler } from './http/response-serializer.ts';
import { installReadYourWrites } from './http/read-your-writes.ts';
import { apiLoggerOptions, OneLinePerRequest } from './http/request-log.ts';
import { installRequestTracing } from './http/request-tracing.ts';
import { installSecurityHeaders } from './http/security-headers.ts';
import { installTextGuard } from './http/text-guard.ts';
import { canonicalUrl } from './http/canonical-url.ts';
import { createLiveHub, LIVE_MAX_PAYLOAD_BYTES } from './live/live-hub.ts';
import { installApiMetrics } from './metrics/api-metrics.ts';
import { liveRoutes, refuseStrayUpgrades } from './live/live-routes.ts';
import { mailRoutes } from './mail/mail-routes.ts';
import { marketplaceRoutes } from './marketplace/marketplace-routes.ts';
import { personalDataRoutes } from './personal-data/personal-data-routes.ts';
import { trafficExportRoutes } from './analytics-export/traffic-export-routes.ts';
import { surveysRoutes } from './surveys/surveys-routes.ts';
import { notificationsRoutes } from './notifications/notifications-routes.ts';
import { reviewsRoutes } from './reviews/reviews-routes.ts';
import { FRONTEND_DIST, frontendRoutes } from './web/frontend-routes.ts';

export interface AppOptions {
  frontendDist?: string;
  /** Tests give each app its own rate-limit namespace so runs never share counters. */
  rateLimitNamespace?: string;
}

/** The HTTP API: command and query routes, the live websocket, the OpenAPI document and the frontend. */
export async function buildApp(deps: AppDeps, options: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: apiLoggerOptions(deps.config),
    logController: new OneLinePerRequest(),
    bodyLimit: 256 * 1024,
    // Fastify ends a start whose plugin takes over 10 s. On a host busy enough, the frontend's plugin (its
    // static files indexed, the first screens loaded) took longer: the API exited, to start again into the
    // same load. Starting slowly beats not starting.
    pluginTimeout: 60_000,
    // A request must arrive whole in time; a body trickled in a byte at a time is cut off with a 408.
    requestTimeout: deps.config.REQUEST_TIMEOUT_MS,
    http: {
      headersTimeout: Math.min(deps.config.REQUEST_TIMEOUT_MS, 10_000),
      connectionsCheckingInterval: 1000,
    },
    // Only the hops we run ourselves: trusting every X-Forwarded-For entry would let a client pick
    // its own address, and so its own rate-limit counter.
    trustProxy: (_address: string, hop: number) => hop < deps.config.TRUST_PROXY_HOPS,
    genReqId: () => crypto.randomUUID(),
    rewriteUrl: (request) => canonicalUrl(request.url ?? '/'),
    // A URL that cannot be decoded is answered before routing: in our error shape too.
    frameworkErrors: (error, _request, reply) => sendError(reply, 400, error.message),
  });
  app.setValidatorCompiler(validatorCompiler);
  // Tests fail on a field a response schema would drop; production drops it (and never leaks it).
  app.setSerializerCompiler(deps.config.NODE_ENV === 'test' ? strictSerializerCompiler : serializerCompiler);
  installRequestTracing(app);
  installErrorHandlers(app);
  installTextGuard(app);

  installSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", 'https://js.stripe.com'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Ad images are uploads of ours: no third-party image can watch our visitors.
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'", 'ws:', 'wss:', 'https:'],
        workerSrc: ["'self'", 'blob:'],
        frameSrc: ['https://js.stripe.com', 'https://hooks.stripe.com'],
        upgradeInsecureRequests: deps.config.NODE_ENV === 'production' ? [] : null,
      },
    },
  });
  installCrossSiteProtection(app);
  await app.register(fastifyCookie, { secret: deps.secrets.session });
  const rateLimitNamespace = options.rateLimitNamespace ?? 'nsg-rate-limit-';
  // Counted per client address, stored as a keyed hash: Redis never holds an IP address in clear.
  const rateLimitKey = (request: FastifyRequest) =>
    createHmac('sha256', deps.secrets.emailLookup).update(`ip:${request.ip}`).digest('base64url');
  await app.register(fastifyRateLimit, {
    global: false,
    redis: deps.redis,
    nameSpace: rateLimitNamespace,
    keyGenerator: rateLimitKey,
    // A retry that only replays a kept answer costs nothing (the lookup failing, it counts).
    allowList: (request) => isCompletedReplay(deps, request).catch(() => false),
    skipOnError: true,
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, `Too many requests. Please try again in ${context.after}.`, undefined, {
        code: 'rate_limited',
        params: { retryAfterSeconds: Math.ceil(context.ttl / 1000) },
      }),
  });
  giveBackPointsOnServerErrors(app, deps.redis, rateLimitNamespace, rateLimitKey);
  await app.register(fastifyWebsocket, { options: { maxPayload: LIVE_MAX_PAYLOAD_BYTES } });
  refuseStrayUpgrades(app);
  await registerOpenApi(app);

  const methods = trackAllowedMethods(app);
  registerAuth(app, deps);
  const hub = createLiveHub(deps.pool, (sessionIds) => findSessionAccounts(deps.db, sessionIds), {
    socketsPerAddress: deps.config.LIVE_SOCKETS_PER_ADDRESS,
    socketsPerAccount: deps.config.LIVE_SOCKETS_PER_ACCOUNT,
    maxVisitorSockets: deps.config.LIVE_MAX_VISITOR_SOCKETS,
    pingIntervalMs: deps.config.LIVE_PING_INTERVAL_MS,
    sessionRecheckMs: deps.config.LIVE_SESSION_RECHECK_MS,
  });
  app.addHook('onClose', () => hub.close());
  const minPositionWaiters = installReadYourWrites(app, deps, hub);
  installApiMetrics(app, deps, { hub, minPositionWaiters });
  // After read-your-writes: the answer it keeps names the log position.
  installIdempotency(app, deps);
  const unfollowCatalog = deps.catalogFacts.follow(hub);
  app.addHook('onClose', async () => unfollowCatalog());
  const unfollowHazards = deps.beachHazards.follow(hub);
  app.addHook('onClose', async () => unfollowHazards());

  await app.register(healthRoutes(deps));
  await app.register(operationsRoutes(deps));
  await app.register(accountsRoutes(deps));
  await app.register(catalogRoutes(deps));
  await app.register(headerImagesRoutes(deps));
  await app.register(catalogAdminPlugin(deps));
  await app.register(localTipsRoutes(deps));
  await app.register(localTipSuggestionsRoutes(deps));
  await app.register(reviewsRoutes(deps));
  await app.register(businessOwnersRoutes(deps));
  await app.register(businessRequestsRoutes(deps));
  await app.register(calendarRoutes(deps));
  await app.register(ecoRoutes(deps));
  await app.register(evidencePhotoRoutes(deps));
  await app.register(conditionsRoutes(deps));
  await app.register(beachHazardRoutes(deps));
  await app.register(notificationsRoutes(deps));
  await app.register(marketplaceRoutes(deps));
  await app.register(surveysRoutes(deps));
  await app.register(contactRoutes(deps));
  await app.register(newsletterRoutes(deps));
  await app.register(mailRoutes(deps));
  await app.register(advertisingRoutes(deps));
  await app.register(analyticsRoutes(deps));
  await app.register(personalDataRoutes(deps));
  await app.register(trafficExportRoutes(deps));
  await app.register(liveRoutes(hub));

  mkdirSync(deps.config.UPLOAD_DIR, { recursive: true });
  await app.register(
    frontendRoutes(
      options.frontendDist ?? FRONTEND_DIST,
      deps.config.UPLOAD_DIR,
      deps.config.PUBLIC_URL,
      methods,
      {
        beach: async (id) => (await findBeach(deps.db, id)) ?? null,
        business: async (id) => (await findBusiness(deps.db, id)) ?? null,
        headerImages: () => listHeaderImages(deps.db),
      },
      { drawAtStart: deps.config.NODE_ENV === 'production' },
    ),
  );
  app.get('/api', { schema: { hide: true } }, (_request, reply) =>
    sendError(reply, 404, 'See /api/docs for the API'),
  );
  return app;
}
