import { loadConfigOrExit } from '@nsg/platform/config.ts';
import { buildApp } from './app.ts';
import { createAppDeps } from './deps.ts';

/** The API process: `npm run api`. */
const config = loadConfigOrExit();
const deps = await createAppDeps(config);
const app = await buildApp(deps);
await app.listen({ host: config.HOST, port: config.PORT });

const shutdown = async () => {
  await app.close();
  await deps.close();
  process.exit(0);
};
process.once('SIGTERM', shutdown);
process.once('SIGINT', shutdown);
