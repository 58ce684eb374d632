import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SourcesConfig } from './fetch-conditions.ts';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

/**
 * A local HTTP stand-in for NDBC, NWS, Open-Meteo and TheBus serving the recorded-format fixtures.
 * `fail` makes a path prefix answer 500, `hang` makes it never answer (for timeouts).
 */
export async function startFakeSources() {
  // The recorded Surf Zone Forecast is re-dated two hours ago: an old issuance would be pruned at once.
  const srfIssuedAt = new Date(Math.floor(Date.now() / 60_000) * 60_000 - 2 * 3600_000).toISOString();
  const srf = (name: string) => fixture(name).replaceAll('2014-04-24T13:00:00+00:00', srfIssuedAt);
  const routes = new Map<string, () => string>([
    ['/ndbc/51201.txt', () => fixture('51201.txt')],
    ['/ndbc/51201.spec', () => fixture('51201.spec')],
    ['/ndbc/51101.txt', () => fixture('51101.txt')],
    ['/ndbc/51101.spec', () => fixture('51101.spec')],
    ['/nws/points/21.6641,-158.0539', () => fixture('nws-points.json')],
    ['/nws/gridpoints/HFO/153,155/stations', () => fixture('nws-stations.json')],
    ['/nws/stations/PHHI/observations/latest', () => fixture('nws-observation-nulls.json')],
    ['/nws/stations/PHNL/observations/latest', () => fixture('nws-observation-latest.json')],
    ['/nws/alerts/active', () => fixture('nws-alerts-hiz007.json')],
    ['/open-meteo/v1/forecast', () => fixture('open-meteo-current.json')],
    ['/thebus/arrivalsJSON/', () => fixture('thebus-arrivals.json')],
    ['/coops/datagetter', () => fixture('coops-tide-predictions.json')],
    ['/nws/products/types/SRF/locations/HFO', () => srf('srf/products-srf-hfo.json')],
    ['/nws/products/3f8a6d2c-1b7e-4c55-9d1e-2a4b6c8d0e1f', () => srf('srf/product-srf-hfo.json')],
  ]);
  const served = new Map<string, string>();
  const failing = new Set<string>();
  const hanging = new Set<string>();
  const requests: { path: string; userAgent: string | undefined; query: string }[] = [];
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const path = decodeURIComponent(url.pathname);
    requests.push({ path, userAgent: request.headers['user-agent'], query: url.search });
    const matches = (prefixes: Set<string>) => [...prefixes].some((prefix) => path.startsWith(prefix));
    if (matches(hanging)) return; // never answers
    const body = served.has(path) ? () => served.get(path)! : routes.get(path);
    if (matches(failing) || !body) {
      response.writeHead(matches(failing) ? 500 : 404).end('error');
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end(body());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const config: SourcesConfig = {
    NDBC_BASE_URL: `${base}/ndbc`,
    NWS_BASE_URL: `${base}/nws`,
    NWS_USER_AGENT: '(north-shore-guide tests, test@example.com)',
    OPEN_METEO_BASE_URL: `${base}/open-meteo`,
    OPEN_METEO_API_KEY: undefined,
    THEBUS_BASE_URL: `${base}/thebus`,
    THEBUS_API_KEY: 'test-key',
    THEBUS_STOPS: '4525:Haleiwa Beach Park',
    CONDITIONS_FETCH_TIMEOUT_MS: 500,
    CONDITIONS_MAX_AGE_MINUTES: 180,
    COOPS_BASE_URL: `${base}/coops`,
    TIDE_STATION: '1612340',
  };
  return {
    config,
    requests,
    srfIssuedAt,
    /** Serves this body at the path instead of the fixture, until `heal`. */
    serve: (path: string, body: string) => served.set(path, body),
    fail: (prefix: string) => failing.add(prefix),
    hang: (prefix: string) => hanging.add(prefix),
    heal() {
      served.clear();
      failing.clear();
      hanging.clear();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
