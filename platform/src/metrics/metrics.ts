import { timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type pg from 'pg';
import { collectDefaultMetrics, Counter, Gauge, Registry } from 'prom-client';
import type { EventStore } from '../event-store/event-store.ts';

export type { Registry } from 'prom-client';

/** One registry per process, with Node's own process metrics (CPU, memory, event loop, GC). */
export function createMetricsRegistry(): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  return registry;
}

export interface MetricsServerOptions {
  host: string;
  port: number;
  /** When set, a scrape must carry `Authorization: Bearer <token>`. */
  token?: string | undefined;
}

export interface MetricsServer {
  url: string;
  close(): Promise<void>;
}

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

const authorized = (request: IncomingMessage, token: string | undefined) =>
  !token || sameSecret(request.headers.authorization ?? '', `Bearer ${token}`);

/**
 * `GET /metrics` on a port of its own, apart from the public API: operators bind it to an inside
 * address (127.0.0.1 unless told otherwise) and may require a bearer token too.
 */
export async function serveMetrics(
  registry: Registry,
  options: MetricsServerOptions,
): Promise<MetricsServer> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404).end('Not found\n');
    } else if (!authorized(request, options.token)) {
      response.writeHead(401, { 'www-authenticate': 'Bearer' }).end('Unauthorized\n');
    } else {
      registry.metrics().then(
        (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
        (error: unknown) => response.writeHead(500).end(`${String(error)}\n`),
      );
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, resolve);
  });
  const { address, port } = server.address() as AddressInfo;
  const host = address.includes(':') ? `[${address}]` : address;
  return {
    url: `http://${host}:${port}/metrics`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The process's metrics endpoint as configured, or null when METRICS_PORT is not set. */
export async function serveConfiguredMetrics(
  registry: Registry,
  config: { METRICS_HOST: string; METRICS_PORT?: number | undefined; METRICS_TOKEN?: string | undefined },
): Promise<MetricsServer | null> {
  if (config.METRICS_PORT === undefined) return null;
  return serveMetrics(registry, {
    host: config.METRICS_HOST,
    port: config.METRICS_PORT,
    token: config.METRICS_TOKEN,
  });
}

/** The pool's connections in use, idle, and the queries waiting for one, read at each scrape. */
export function observePool(registry: Registry, pool: pg.Pool): void {
  new Gauge({
    name: 'nsg_db_pool_connections',
    help: 'Postgres pool connections by state (in_use, idle) and queries waiting for one',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      this.set({ state: 'in_use' }, pool.totalCount - pool.idleCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });
}

/** The store, counting each event it appends by type (`nsg_events_appended_total`). */
export function countingAppends(store: EventStore, registry: Registry): EventStore {
  const appended = new Counter({
    name: 'nsg_events_appended_total',
    help: 'Events appended to the log by this process, by event type',
    labelNames: ['type'],
    registers: [registry],
  });
  return {
    ...store,
    async append(streamId, events, options) {
      const result = await store.append(streamId, events, options);
      for (const event of events) appended.inc({ type: event.type });
      return result;
    },
  };
}
