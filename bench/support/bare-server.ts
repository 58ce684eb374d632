import { randomBytes, randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import { withServeTokens } from '@nsg/command-api/advertising/serve-tokens.ts';
import { withOpenNow } from '@nsg/command-api/catalog/catalog-views.ts';
import { createBeachHazardMemory } from '@nsg/command-api/conditions/beach-hazard-memory.ts';
import { hazardView } from '@nsg/command-api/conditions/beach-hazard-views.ts';
import { hawaiiDay } from '@nsg/domain/advertising/pricing.ts';
import { createDb, createPool } from '@nsg/platform/db.ts';
import { createPostgresEventStore } from '@nsg/platform/event-store/postgres-event-store.ts';
import { createNotificationListener } from '@nsg/platform/event-store/postgres-notification-listener.ts';
import { listPublicAds } from '@nsg/projections/advertising/ads-queries.ts';
import { listBeaches, listBusinesses } from '@nsg/projections/catalog/catalog-queries.ts';
import { READMODEL_CHANGED_CHANNEL } from '@nsg/projections/runner/page-transaction.ts';
import { appendToNewStream } from './bench-append.ts';
import type { ReadModelTables } from '@nsg/projections/read-model-tables.ts';
import { listApprovedReviews } from '@nsg/projections/reviews/reviews-queries.ts';

/**
 * The benchmarks' bare Fastify (no plugins, hooks, validation, cookies or logging) on a pool of the API's
 * size: the query bench's four routes with the same query functions, and for the command bench a route
 * that only appends the JSON body it is sent as one event to a new stream.
 */
const pool = createPool(process.env.DATABASE_URL!, 20);
const db = createDb<ReadModelTables>(pool);
const store = createPostgresEventStore(pool);
const app = Fastify();
type Query = Record<string, string | undefined>;

/** CONDITIONS_MAX_AGE_MINUTES as the bench's API runs it (the default). */
const conditionsMaxAgeMinutes = 180;

// As the API answers it: each beach with its current hazard rating, from ratings kept in memory and
// reloaded on the read models' notices, as the API keeps them.
const changes = createNotificationListener(pool, READMODEL_CHANGED_CHANNEL);
const beachHazards = createBeachHazardMemory(db);
beachHazards.follow({
  get listening() {
    return changes.listening;
  },
  onChange: (listener) => changes.add((payload) => listener(payload === null ? null : JSON.parse(payload))),
});
app.get('/api/beaches', async () => {
  const beaches = await listBeaches(db);
  const { hazards, live } = await beachHazards.read();
  const now = new Date();
  return beaches.map((beach) => ({
    ...beach,
    hazard: hazardView(hazards.get(beach.id), live, now, conditionsMaxAgeMinutes),
  }));
});
// As the API answers it: whether each business is open now, by its hours.
app.get('/api/businesses', async (request) =>
  withOpenNow(await listBusinesses(db, { search: (request.query as Query).search }), new Date()),
);
app.get('/api/reviews', (request) => {
  const { type, targetId } = request.query as Query;
  return listApprovedReviews(db, type!, Number(targetId));
});
// As the API answers it: each ad with a serve token for this page view, signed for its placement.
const adServeSecret = randomBytes(32).toString('base64url');
app.get('/api/ads', async () => {
  const now = new Date();
  return withServeTokens(await listPublicAds(db, {}, hawaiiDay(now)), adServeSecret, randomUUID(), now);
});

app.post('/bench/append', async (request, reply) => {
  const id = await appendToNewStream(store, request.body as Record<string, unknown>);
  return reply.code(201).send({ id });
});

await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
process.once('SIGTERM', async () => {
  await app.close();
  await changes.close();
  await store.close();
  await db.destroy();
  process.exit(0);
});
