import { runAnalyticsBench } from './analytics.bench.ts';
import { runBeachHazardBench } from './beach-hazard.bench.ts';
import { runCommandBench } from './command.bench.ts';
import { runCommandPeerBench } from './command-peer.bench.ts';
import { runConnectionsBench } from './connections.bench.ts';
import { runEventStoreBench } from './event-store.bench.ts';
import { runFrontendBench } from './frontend.bench.ts';
import { runLighthouseBench } from './lighthouse.bench.ts';
import { runMainThreadBench } from './main-thread.bench.ts';
import { runLiveBench } from './live.bench.ts';
import { runMemoryBench } from './memory.bench.ts';
import { runPushBench } from './push.bench.ts';
import { runQueryBench } from './query.bench.ts';
import { runReplayBench } from './replay.bench.ts';
import { createThrowawayDatabase } from './support/database.ts';

/**
 * `npm run bench [-- <name>…] [--memory]`: each benchmark gets a throwaway, migrated database, prints
 * its markdown table and the database is dropped. Each benchmark measures its baseline in the same run.
 * Names pick benchmarks (default: all but memory); `--memory` adds the 10-minute memory run.
 */
const benches: Record<string, (databaseUrl: string) => Promise<string>> = {
  'event-store': runEventStoreBench,
  push: runPushBench,
  frontend: runFrontendBench,
  lighthouse: runLighthouseBench,
  'main-thread': runMainThreadBench,
  query: runQueryBench,
  command: runCommandBench,
  'command-peer': runCommandPeerBench,
  connections: runConnectionsBench,
  live: runLiveBench,
  'beach-hazard': runBeachHazardBench,
  replay: runReplayBench,
  analytics: runAnalyticsBench,
  memory: runMemoryBench,
};

const args = process.argv.slice(2);
const named = args.filter((arg) => !arg.startsWith('--'));
const unknown = named.filter((name) => !(name in benches));
if (unknown.length > 0) {
  console.error(`Unknown benchmark ${unknown.join(', ')}; known: ${Object.keys(benches).join(', ')}`);
  process.exit(2);
}
const selected = named.length > 0 ? named : Object.keys(benches).filter((name) => name !== 'memory');
if (args.includes('--memory') && !selected.includes('memory')) selected.push('memory');

for (const name of selected) {
  const database = await createThrowawayDatabase();
  try {
    process.env.BENCH_DATABASE_URL = database.url;
    console.error(`Running the ${name} benchmark…`);
    console.log(`${await benches[name]!(database.url)}\n`);
  } finally {
    await database.drop();
  }
}
