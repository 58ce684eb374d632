import { userInfo } from 'node:os';
import { loadConfigOrExit } from '@nsg/platform/config.ts';
import { startTracing } from '@nsg/platform/tracing.ts';
import { APPLICATION_NAMES } from '@nsg/platform/connection-budget.ts';
import { createDb, createPool, poolTimeoutsOf } from '@nsg/platform/db.ts';
import { createEventStore } from '@nsg/platform/event-store/create-event-store.ts';
import { EVENTS_CHANNEL } from '@nsg/platform/event-store/postgres-event-store.ts';
import { createLogger } from '@nsg/platform/logger.ts';
import { createMetricsRegistry, observePool, serveConfiguredMetrics } from '@nsg/platform/metrics/metrics.ts';
import { allProjections, findProjection } from './all-projections.ts';
import type { ReadModelTables } from './read-model-tables.ts';
import { startProjectionRunner } from './runner/projection-runner.ts';
import { followerStatuses, formatProjectionStatuses, leaseHolders } from './runner/projection-status.ts';
import { formatRebuildReports, rebuildProjections } from './runner/rebuild.ts';
import { newId } from '@nsg/platform/ids.ts';
import { retryParkedEvent, skipParkedEvent } from './runner/skip-event.ts';

const usage = `Usage:
  npm run projections                       run every projection (the projection process)
  npm run projections -- rebuild <name|all> replay read models from position 0 into shadow tables (one pass), then swap them in
  npm run projections -- status             lag, parked state and lease (epoch, heartbeat, owner) of each projection
  npm run projections -- skip <name> <eventId> --reason "<why>"
                                            move a parked projection past the event it is parked at (audited)
  npm run projections -- retry <name> <eventId>
                                            try a parked projection's event again now, once a fix is deployed (audited)
Projections: ${allProjections.map((p) => p.name).join(', ')}`;

const config = loadConfigOrExit();
const pool = createPool(
  config.DATABASE_URL,
  config.PROJECTIONS_DB_POOL_SIZE,
  poolTimeoutsOf(config),
  APPLICATION_NAMES.projections,
);
const db = createDb<ReadModelTables>(pool);
const store = createEventStore(config, pool);
const logger = createLogger('projections', config.LOG_LEVEL);
const [command = 'run', name] = process.argv.slice(2);

async function close() {
  await store.close();
  await db.destroy();
}

function progressBar(applied: bigint, head: bigint): string {
  const ratio = head === 0n ? 1 : Math.min(1, Number(applied) / Number(head));
  const filled = Math.round(ratio * 30);
  return `[${'#'.repeat(filled)}${'.'.repeat(30 - filled)}] ${(ratio * 100).toFixed(1)}% ${applied}/${head}`;
}

if (command === 'run') {
  const tracing = startTracing(config, 'runner');
  const runner = startProjectionRunner({
    db,
    pool,
    store,
    projections: allProjections,
    logger,
    // Large enough for a quick catch-up after a restart or a rebuild; live pages are small anyway.
    batchSize: 2_000,
    leaseMs: config.PROJECTION_LEASE_MS,
    ...(config.EVENT_STORE === 'postgres'
      ? { wakeChannel: EVENTS_CHANNEL, pollIntervalMs: 1000 }
      : { pollIntervalMs: 250 }),
  });
  logger.info('projection runner started', { projections: allProjections.map((p) => p.name) });
  // Its projections' lag and owners are the API's series: they must show while this process is down.
  const metrics = createMetricsRegistry();
  observePool(metrics, pool);
  const metricsServer = await serveConfiguredMetrics(metrics, config);
  const shutdown = async () => {
    await metricsServer?.close();
    await runner.stop();
    await close();
    await tracing.shutdown();
    process.exit(0);
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
} else if (command === 'rebuild' && name) {
  const targets = name === 'all' ? allProjections : [findProjection(name)].filter((p) => p !== undefined);
  if (targets.length === 0) {
    console.error(`No projection named "${name}".\n${usage}`);
    process.exit(2);
  }
  const started = Date.now();
  const reports = await rebuildProjections(targets, {
    db,
    pool,
    store,
    logger,
    onProgress: (projection, applied, head) =>
      process.stdout.write(`\r${projection.padEnd(17)} ${progressBar(applied, head)}`),
  });
  process.stdout.write(`\n${formatRebuildReports(reports, Date.now() - started)}\n`);
  if (reports.some((report) => report.outcome === 'parked')) process.exitCode = 1;
  await close();
} else if (command === 'skip' || command === 'retry') {
  const [, , eventId, flag, reason = ''] = process.argv.slice(2);
  if (!name || !eventId || (command === 'skip' && flag !== '--reason')) {
    console.error(usage);
    await close();
    process.exit(2);
  }
  const request = { projection: name, eventId, now: new Date() };
  const context = { actor: `operator:${userInfo().username}`, correlationId: newId() };
  try {
    if (command === 'skip') {
      const skipped = await skipParkedEvent(db, store, { ...request, reason }, context);
      console.log(
        `Recorded: ${name} skips ${skipped.eventType} ${eventId} at position ${skipped.position}. ` +
          'A running runner moves past it now; the skip is in the audit log.',
      );
    } else {
      const retried = await retryParkedEvent(db, store, request, context);
      console.log(
        `Recorded: ${name} tries event ${eventId} at position ${retried.position} again now; ` +
          'if it still fails it parks again with the error (see status).',
      );
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  }
  await close();
} else if (command === 'status') {
  const [statuses, leases] = await Promise.all([followerStatuses(db, store), leaseHolders(db)]);
  console.log(formatProjectionStatuses(statuses, leases));
  await close();
} else {
  console.error(usage);
  await close();
  process.exit(2);
}
