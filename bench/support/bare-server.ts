import Fastify from 'fastify';
import { hawaiiDay } from '@nsg/domain/advertising/pricing.ts';
import { createDb, createPool } from '@nsg/platform/db.ts';
import { listPublicAds } from '@nsg/projections/advertising/advertising-queries.ts';
import { listBeaches, listBusinesses } from '@nsg/projections/catalog/catalog-queries.ts';
import type { ReadModelTables } from '@nsg/projections/read-model-tables.ts';
import { listApprovedReviews } from '@nsg/projections/reviews/reviews-queries.ts';

/**
 * The query benchmark's baseline: a bare Fastify (no plugins, hooks, validation, cookies or logging)
 * answering the same four routes with the same query functions on a pool of the API's size.
 */
const db = createDb<ReadModelTables>(createPool(process.env.DATABASE_URL!, 20));
const app = Fastify();
type Query = Record<string, string | undefined>;

app.get('/api/beaches', () => listBeaches(db));
app.get('/api/businesses', (request) => listBusinesses(db, { search: (request.query as Query).search }));
app.get('/api/reviews', (request) => {
  const { type, targetId } = request.query as Query;
  return listApprovedReviews(db, type!, Number(targetId));
});
app.get('/api/ads', () => listPublicAds(db, {}, hawaiiDay(new Date())));

await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
process.once('SIGTERM', async () => {
  await app.close();
  await db.destroy();
  process.exit(0);
});
