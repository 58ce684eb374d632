import { loadConfigOrExit } from '@nsg/platform/config.ts';
import { startTracing } from '@nsg/platform/tracing.ts';
import { serveConfiguredMetrics } from '@nsg/platform/metrics/metrics.ts';
import { buildApp } from './app.ts';
import { createAppDeps } from './deps.ts';
import { processMetrics } from './metrics/api-metrics.ts';
import { startReactors } from './reactors.ts';

/** Open requests get this long to finish after SIGTERM; then every connection is cut. */
const GRACE_MS = 7_000;
/** Whatever still holds the process after this, it exits: orchestrators kill at 10 s. */
const HARD_STOP_MS = 9_000;

/** The API process: `npm run api`. */
const config = loadConfigOrExit();
// Before the app is built: its request hooks are installed only when the process traces.
const tracing = startTracing(config, 'api');
const deps = await createAppDeps(config);
const app = await buildApp(deps);
// Before any request: a reactor new to this database starts at the head of the log.
const reactors = await startReactors(deps);
await app.listen({ host: config.HOST, port: config.PORT });
const metrics = await serveConfiguredMetrics(processMetrics(app, deps), config);

const shutdown = async () => {
  setTimeout(() => app.server.closeAllConnections(), GRACE_MS).unref();
  setTimeout(() => process.exit(1), HARD_STOP_MS).unref();
  // Idle keep-alive connections would hold the close open: cut them now.
  app.server.closeIdleConnections();
  await app.close();
  await metrics?.close();
  await reactors.stop();
  await deps.close();
  await tracing.shutdown();
  process.exit(0);
};
process.once('SIGTERM', shutdown);
process.once('SIGINT', shutdown);
