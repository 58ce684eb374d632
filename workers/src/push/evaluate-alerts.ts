import type { Kysely } from 'kysely';
import { evaluateAlerts, type PushAlert } from '@nsg/domain/notifications/alert-rules.ts';
import { isAllowedPushEndpoint } from '@nsg/domain/notifications/push-endpoint.ts';
import type { EventStore } from '@nsg/platform/event-store/event-store.ts';
import type { Logger } from '@nsg/platform/logger.ts';
import { shredKeysForGood } from '@nsg/platform/personal-data/erasure-ledger.ts';
import type { PersonalDataVault } from '@nsg/platform/personal-data/personal-data.ts';
import {
  activeSubscriptions,
  claimDelivery,
  settleDelivery,
  type StoredSubscription,
} from '@nsg/projections/notifications/notifications-queries.ts';
import type { VapidKeys } from '@nsg/platform/web-push/vapid-keys.ts';
import { sendWebPush, type PushOutcome, type PushTarget } from '@nsg/platform/web-push/web-push-send.ts';
import type { ReadModelTables } from '@nsg/projections/read-model-tables.ts';
import { loadConditionsSnapshot } from './conditions-snapshot.ts';
import { endGoneSubscription } from './end-subscription.ts';

export interface PushDeps {
  db: Kysely<ReadModelTables>;
  store: EventStore;
  vault: PersonalDataVault;
  /** Where shredded keys are recorded, so a restore shreds them again (`ERASURE_LEDGER_DIR`). */
  erasureLedgerDir: string;
  logger: Logger;
  vapid: VapidKeys;
  allowlist: readonly string[];
  maxAgeMinutes: number;
  /** How many pushes are in flight at once. */
  concurrency?: number;
}

export interface EvaluationResult {
  subscriptions: number;
  sent: number;
  gone: number;
  failed: number;
  refused: number;
}

/** What the service worker receives: it shows title and body and opens url on click. */
export const pushPayload = (alert: Pick<PushAlert, 'title' | 'body' | 'url' | 'type'>, now: Date) =>
  JSON.stringify({
    title: alert.title,
    body: alert.body,
    url: alert.url,
    tag: alert.type,
    timestamp: now.getTime(),
  });

/**
 * Every active subscription against the latest conditions: the alerts its settings ask for, minus
 * those already sent (claimed in push_deliveries first), sent with web-push.
 */
export async function evaluateAndSend(deps: PushDeps, now = new Date()): Promise<EvaluationResult> {
  const [snapshot, subscriptions] = await Promise.all([
    loadConditionsSnapshot(deps.db, now, deps.maxAgeMinutes),
    activeSubscriptions(deps.db),
  ]);
  const result: EvaluationResult = {
    subscriptions: subscriptions.length,
    sent: 0,
    gone: 0,
    failed: 0,
    refused: 0,
  };
  const due: { subscription: StoredSubscription; alert: PushAlert }[] = [];
  for (const subscription of subscriptions) {
    for (const alert of evaluateAlerts(subscription.alertSettings, snapshot, now)) {
      if (await claimDelivery(deps.db, subscription.id, alert.key)) due.push({ subscription, alert });
    }
  }
  if (due.length === 0) return result;
  const targets = await decryptTargets(deps.vault, [...new Set(due.map((d) => d.subscription))]);
  const ended = new Set<string>();
  await inParallel(due, deps.concurrency ?? 50, async ({ subscription, alert }) => {
    const target = targets.get(subscription.id);
    let outcome: PushOutcome | 'refused';
    if (!target || !isAllowedPushEndpoint(target.endpoint, deps.allowlist)) outcome = 'refused';
    else if (ended.has(subscription.id)) outcome = 'gone';
    else outcome = await sendWebPush(target, pushPayload(alert, now), deps.vapid);
    if (outcome === 'refused') {
      result.refused++;
      await settleDelivery(deps.db, subscription.id, alert.key, 'gone');
      return;
    }
    result[outcome]++;
    await settleDelivery(deps.db, subscription.id, alert.key, outcome);
    if (outcome === 'gone' && !ended.has(subscription.id)) {
      ended.add(subscription.id);
      await endGoneSubscription(deps.store, subscription.id, now);
      // The push service forgot it; the endpoint and keys in the log are shredded too.
      const ledger = { vault: deps.vault, ledgerDir: deps.erasureLedgerDir };
      await shredKeysForGood(ledger, [subscription.personId], now);
    }
    if (outcome === 'failed')
      deps.logger.warn('push send failed', { subscription: subscription.id, alert: alert.key });
  });
  return result;
}

async function decryptTargets(
  vault: PersonalDataVault,
  subscriptions: StoredSubscription[],
): Promise<Map<string, PushTarget>> {
  const plain = await vault.decryptMany(
    subscriptions.flatMap((s) => [
      { personId: s.personId, ciphertext: s.endpoint },
      { personId: s.personId, ciphertext: s.keys },
    ]),
  );
  const targets = new Map<string, PushTarget>();
  subscriptions.forEach((subscription, index) => {
    const endpoint = plain[index * 2];
    const keys = plain[index * 2 + 1];
    // An erased person's endpoint no longer opens: nothing to send to.
    if (endpoint && keys)
      targets.set(subscription.id, { endpoint, keys: JSON.parse(keys) as PushTarget['keys'] });
  });
  return targets;
}

async function inParallel<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await work(items[next++]!);
  });
  await Promise.all(lanes);
}
