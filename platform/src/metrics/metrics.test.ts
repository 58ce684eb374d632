import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { testEvent } from '../event-store/event-store-contract.ts';
import { createPostgresEventStore } from '../event-store/postgres-event-store.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import {
  countingAppends,
  createMetricsRegistry,
  observePool,
  serveConfiguredMetrics,
  serveMetrics,
  type MetricsServer,
} from './metrics.ts';

const TOKEN = 'a-scraper-token-of-ours';

describe('the metrics endpoint', () => {
  const registry = createMetricsRegistry();
  let server: MetricsServer;
  beforeAll(async () => {
    server = await serveMetrics(registry, { host: '127.0.0.1', port: 0, token: TOKEN });
  });
  afterAll(() => server.close());

  it('answers a scrape that carries the token with the process metrics', async () => {
    const response = await fetch(server.url, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    const text = await response.text();
    expect(text).toMatch(/^process_cpu_user_seconds_total \d/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
  });

  it('refuses a scrape without the token, or with another one', async () => {
    expect((await fetch(server.url)).status).toBe(401);
    const wrong = await fetch(server.url, { headers: { authorization: `Bearer ${TOKEN}x` } });
    expect(wrong.status).toBe(401);
  });

  it('serves nothing else on its port', async () => {
    const other = await fetch(server.url.replace('/metrics', '/api/health'), {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(other.status).toBe(404);
  });
});

describe('the configured endpoint', () => {
  it('is off without METRICS_PORT', async () => {
    expect(await serveConfiguredMetrics(createMetricsRegistry(), loadConfig({}))).toBeNull();
  });

  it('listens on 127.0.0.1 unless METRICS_HOST says otherwise, and asks no token unless one is set', async () => {
    const server = await serveConfiguredMetrics(createMetricsRegistry(), loadConfig({ METRICS_PORT: '0' }));
    expect(server?.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
    expect((await fetch(server!.url)).status).toBe(200);
    await server?.close();
  });

  it('refuses a token too short to be a secret, without printing it', () => {
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(
      'Configuration error: METRICS_TOKEN must be at least 16 characters (value hidden)',
    );
  });
});

describe('database metrics', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  it('counts the events a store appends, by type', async () => {
    const registry = createMetricsRegistry();
    const store = countingAppends(createPostgresEventStore(database.pool), registry);
    await store.append('metrics-1', [testEvent('test.Opened'), testEvent('test.Closed')], {
      expectedRevision: 'no_stream',
    });
    await store.append('metrics-2', [testEvent('test.Opened')], { expectedRevision: 'no_stream' });
    const text = await registry.metrics();
    expect(text).toContain('nsg_events_appended_total{type="test.Opened"} 2');
    expect(text).toContain('nsg_events_appended_total{type="test.Closed"} 1');
    await store.close();
  });

  it('reads the pool use at each scrape', async () => {
    const registry = createMetricsRegistry();
    observePool(registry, database.pool);
    const client = await database.pool.connect();
    const during = await registry.metrics();
    client.release();
    expect(during).toMatch(/^nsg_db_pool_connections\{state="in_use"\} [1-9]/m);
    expect(await registry.metrics()).toContain('nsg_db_pool_connections{state="waiting"} 0');
  });
});
