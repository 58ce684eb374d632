import { randomBytes } from 'node:crypto';
import { defaultAlertSettings } from '@nsg/domain/notifications/alert-settings.ts';
import {
  pushPersonId,
  pushSubscriptionDecider,
  pushSubscriptionStreamId,
} from '@nsg/domain/notifications/push-subscription.ts';
import { loadConfig } from '@nsg/platform/config.ts';
import { createDb, createPool } from '@nsg/platform/db.ts';
import { createPostgresEventStore } from '@nsg/platform/event-store/postgres-event-store.ts';
import { toNewEvents } from '@nsg/platform/event-store/new-events.ts';
import { createLogger } from '@nsg/platform/logger.ts';
import { createPersonalDataVault } from '@nsg/platform/personal-data/personal-data.ts';
import { createRedis } from '@nsg/platform/redis.ts';
import { notificationsProjection } from '@nsg/projections/notifications/notifications-projection.ts';
import { vapidKeys } from '@nsg/platform/web-push/vapid-keys.ts';
import { sendWebPush } from '@nsg/platform/web-push/web-push-send.ts';
import type { ReadModelTables } from '@nsg/projections/read-model-tables.ts';
import { readCheckpoint } from '@nsg/projections/runner/checkpoints.ts';
import { startProjectionRunner } from '@nsg/projections/runner/projection-runner.ts';
import { runConditionsJob } from '@nsg/workers/conditions/conditions-jobs.ts';
import { startFakeSources } from '@nsg/workers/conditions/fake-sources.ts';
import type { EvaluationResult } from '@nsg/workers/push/evaluate-alerts.ts';
import { startPush } from '@nsg/workers/push/push-jobs.ts';
import { startTestPushService } from '../e2e/support/push-service.ts';

/**
 * Time from a new surf observation to the pushes being accepted by the push service, for 1,000
 * subscriptions: the buoy fetch (local fake of NDBC), storing the observation, the BullMQ push job,
 * evaluating every subscription, claiming each alert, decrypting endpoints, encrypting and sending with
 * VAPID to `web-push-testing` (which decrypts every message before it answers 201). Baseline in the same
 * run: the same 1,000 sends alone, with no database, queue or rules.
 */
const SUBSCRIPTIONS = Number(process.env.PUSH_BENCH_SUBSCRIPTIONS ?? 1_000);

export async function runPushBench(databaseUrl = benchDatabaseUrl()): Promise<string> {
  const config = loadConfig({ ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent' });
  const logger = createLogger('bench', 'silent');
  const pool = createPool(databaseUrl, 20);
  const db = createDb<ReadModelTables>(pool);
  const store = createPostgresEventStore(pool);
  const vault = createPersonalDataVault(pool);
  const vapid = await vapidKeys(pool, config);
  const pushService = await startTestPushService();
  const fake = await startFakeSources();
  const connection = createRedis(config.REDIS_URL, { forWorkers: true });
  const prefix = `bench-${randomBytes(4).toString('hex')}`;
  try {
    const targets = await subscribeAll(pushService, vapid.publicKey, store, vault);
    await project(db, pool, store);

    const push = await startPush(
      {
        db,
        store,
        vault,
        logger,
        vapid,
        allowlist: [pushService.host],
        erasureLedgerDir: config.ERASURE_LEDGER_DIR,
        maxAgeMinutes: 100_000 * 60,
      },
      connection,
      prefix,
    );
    const evaluated = new Promise<EvaluationResult>((resolve) =>
      push.worker.on('completed', (_job, result: EvaluationResult) => {
        if (result.sent > 0) resolve(result);
      }),
    );
    const started = performance.now();
    await runConditionsJob('fetch-surf', {
      db,
      store,
      config: fake.config,
      logger,
      onConditionsChanged: () => push.requestEvaluation(),
    });
    const result = await evaluated;
    const pipelineMs = performance.now() - started;
    await push.queue.obliterate({ force: true });
    await push.close();
    const sample = await pushService.messages(targets[0]!.clientHash);
    if (!sample.some((message) => message.includes('GOOD SURF CONDITIONS'))) {
      throw new Error(`the pushed message was not received: ${JSON.stringify(sample)}`);
    }

    const baselineStarted = performance.now();
    let baselineSent = 0;
    let next = 0;
    await Promise.all(
      Array.from({ length: 50 }, async () => {
        while (next < targets.length) {
          const target = targets[next++]!;
          if ((await sendWebPush(target, '{"title":"baseline"}', vapid)) === 'sent') baselineSent++;
        }
      }),
    );
    const baselineMs = performance.now() - baselineStarted;

    const rows = [
      ['new surf observation → pushes accepted (whole pipeline)', result.sent, pipelineMs],
      ['baseline: the same sends alone (encrypt + VAPID + HTTP, 50 in flight)', baselineSent, baselineMs],
    ] as const;
    return [
      `### Push alerts: observation to push, ${SUBSCRIPTIONS.toLocaleString('en-US')} subscriptions`,
      '',
      '| case | pushes | total ms | per push ms | vs baseline |',
      '| --- | ---: | ---: | ---: | ---: |',
      ...rows.map(
        ([name, count, ms]) =>
          `| ${name} | ${count} | ${ms.toFixed(0)} | ${(ms / Math.max(1, count)).toFixed(2)} | ${(ms / baselineMs).toFixed(2)}× |`,
      ),
    ].join('\n');
  } finally {
    connection.disconnect();
    await fake.close();
    await pushService.stop();
    await store.close();
    await db.destroy();
  }
}

async function subscribeAll(
  pushService: Awaited<ReturnType<typeof startTestPushService>>,
  publicKey: string,
  store: ReturnType<typeof createPostgresEventStore>,
  vault: ReturnType<typeof createPersonalDataVault>,
) {
  const targets: { endpoint: string; keys: { p256dh: string; auth: string }; clientHash: string }[] = [];
  const allDay = { ...defaultAlertSettings, timeRange: { start: '00:00', end: '23:59' } };
  let next = 0;
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      while (next < SUBSCRIPTIONS) {
        const index = next++;
        const target = await pushService.subscribe(publicKey);
        targets.push(target);
        const subscriptionId = `bench${String(index).padStart(6, '0')}`;
        const personId = pushPersonId(subscriptionId);
        const events = pushSubscriptionDecider.decide(
          {
            kind: 'Subscribe',
            subscriptionId,
            personId,
            encryptedEndpoint: await vault.encrypt(personId, target.endpoint),
            encryptedKeys: await vault.encrypt(personId, JSON.stringify(target.keys)),
            alertSettings: allDay,
            now: new Date(),
          },
          { status: 'none' },
        );
        const streamId = pushSubscriptionStreamId(subscriptionId);
        await store.append(
          streamId,
          toNewEvents(events, { actor: 'system:bench', correlationId: subscriptionId }, streamId),
          {
            expectedRevision: 'no_stream',
          },
        );
      }
    }),
  );
  return targets;
}

async function project(
  db: ReturnType<typeof createDb<ReadModelTables>>,
  pool: ReturnType<typeof createPool>,
  store: ReturnType<typeof createPostgresEventStore>,
) {
  const runner = startProjectionRunner({
    db,
    pool,
    store,
    projections: [notificationsProjection],
    logger: createLogger('bench', 'silent'),
    pollIntervalMs: 50,
  });
  const head = (await store.headPosition())?.globalPosition ?? 0n;
  for (;;) {
    const checkpoint = await readCheckpoint(db, notificationsProjection.name).catch(() => null);
    if (checkpoint && checkpoint.globalPosition >= head) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await runner.stop();
}

function benchDatabaseUrl(): string {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) throw new Error('Run through `npm run bench` (it makes a throwaway database)');
  return url;
}
