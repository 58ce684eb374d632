import { isEventOf } from '@nsg/domain/stored-events.ts';
import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  defaultAlertSettings,
  endpointSchema,
  subscribeSchema,
  updateSettingsSchema,
} from '@nsg/domain/notifications/alert-settings.ts';
import { isAllowedPushEndpoint, parseAllowlist } from '@nsg/domain/notifications/push-endpoint.ts';
import {
  pushPersonId,
  pushSubscriptionDecider,
  pushSubscriptionStreamId,
} from '@nsg/domain/notifications/push-subscription.ts';
import { shredKeysForGood } from '@nsg/platform/personal-data/erasure-ledger.ts';
import { vapidKeys, type VapidKeys } from '@nsg/platform/web-push/vapid-keys.ts';
import { sendWebPush } from '@nsg/platform/web-push/web-push-send.ts';
import type { AppDeps } from '../deps.ts';
import { commandContext } from '../http/command-context.ts';
import { HttpError } from '../http/errors.ts';
import { executeCommand } from '../http/execute-command.ts';

const ENDPOINT_REFUSED = 'This push service is not supported';
const TEST_PAYLOAD = {
  title: 'Test Notification',
  body: 'North Shore Guide alerts are working. You will be notified about weather, surf and traffic.',
  url: '/notifications',
  tag: 'test',
};

/** Push subscriptions as commands on `push-subscription-<id>`; the id is a keyed hash of the endpoint. */
export function notificationsRoutes(deps: AppDeps) {
  let vapid: Promise<VapidKeys> | null = null;
  const keys = () => (vapid ??= vapidKeys(deps.pool, deps.config));
  const allowlist = parseAllowlist(deps.config.PUSH_ENDPOINT_ALLOWLIST);
  const subscriptionIdOf = (endpoint: string) =>
    createHmac('sha256', deps.secrets.emailLookup).update(`push:${endpoint}`).digest('hex').slice(0, 32);
  const rateLimit = { max: 30, timeWindow: '10 minutes' };

  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    const tags = ['notifications'];

    app.get(
      '/api/notifications/vapid-key',
      { config: { reads: [] }, schema: { tags, response: { 200: z.object({ publicKey: z.string() }) } } },
      async () => ({ publicKey: (await keys()).publicKey }),
    );

    app.post(
      '/api/notifications/subscribe',
      {
        schema: {
          tags,
          body: subscribeSchema,
          response: {
            201: z.object({ subscriptionId: z.string(), status: z.literal('subscribed') }),
          },
        },
        config: { rateLimit },
      },
      async (request, reply) => {
        const { subscription, alertSettings } = request.body;
        if (!isAllowedPushEndpoint(subscription.endpoint, allowlist)) {
          throw new HttpError(
            400,
            ENDPOINT_REFUSED,
            { 'subscription.endpoint': [ENDPOINT_REFUSED] },
            { code: 'push_service_unsupported' },
          );
        }
        const subscriptionId = subscriptionIdOf(subscription.endpoint);
        const personId = pushPersonId(subscriptionId);
        await executeCommand(
          deps.store,
          pushSubscriptionDecider,
          pushSubscriptionStreamId(subscriptionId),
          {
            kind: 'Subscribe',
            subscriptionId,
            personId,
            encryptedEndpoint: await deps.vault.encrypt(personId, subscription.endpoint),
            encryptedKeys: await deps.vault.encrypt(personId, JSON.stringify(subscription.keys)),
            alertSettings: alertSettings ?? defaultAlertSettings,
            now: deps.clock.now(),
          },
          commandContext(request),
        );
        reply.code(201);
        return { subscriptionId, status: 'subscribed' as const };
      },
    );

    app.post(
      '/api/notifications/unsubscribe',
      {
        schema: {
          tags,
          body: endpointSchema,
          response: { 200: z.object({ status: z.literal('unsubscribed') }) },
        },
        config: { rateLimit },
      },
      async (request) => {
        const subscriptionId = subscriptionIdOf(request.body.endpoint);
        await executeCommand(
          deps.store,
          pushSubscriptionDecider,
          pushSubscriptionStreamId(subscriptionId),
          { kind: 'Unsubscribe', reason: 'user', now: deps.clock.now() },
          commandContext(request),
        );
        await shredPushKeys(subscriptionId);
        return { status: 'unsubscribed' as const };
      },
    );

    app.put(
      '/api/notifications/settings',
      {
        schema: {
          tags,
          body: updateSettingsSchema,
          response: {
            200: z.object({
              status: z.literal('updated'),
              alertSettings: updateSettingsSchema.shape.alertSettings,
            }),
          },
        },
        config: { rateLimit },
      },
      async (request) => {
        await executeCommand(
          deps.store,
          pushSubscriptionDecider,
          pushSubscriptionStreamId(subscriptionIdOf(request.body.endpoint)),
          { kind: 'ChangeSettings', alertSettings: request.body.alertSettings, now: deps.clock.now() },
          commandContext(request),
        );
        return { status: 'updated' as const, alertSettings: request.body.alertSettings };
      },
    );

    app.post(
      '/api/notifications/test',
      {
        schema: {
          tags,
          body: endpointSchema,
          response: {
            200: z.object({ sent: z.boolean(), status: z.enum(['sent', 'gone', 'failed']) }),
          },
        },
        config: { rateLimit: { max: 10, timeWindow: '10 minutes' } },
      },
      async (request) => {
        const subscriptionId = subscriptionIdOf(request.body.endpoint);
        const streamId = pushSubscriptionStreamId(subscriptionId);
        await executeCommand(
          deps.store,
          pushSubscriptionDecider,
          streamId,
          { kind: 'RequestTest', now: deps.clock.now() },
          commandContext(request),
        );
        const target = await storedTarget(streamId);
        const payload = JSON.stringify({ ...TEST_PAYLOAD, timestamp: Date.now() });
        const status = target ? await sendWebPush(target, payload, await keys(), 60) : 'failed';
        if (status === 'gone') {
          await executeCommand(
            deps.store,
            pushSubscriptionDecider,
            streamId,
            { kind: 'Unsubscribe', reason: 'gone', now: deps.clock.now() },
            commandContext(request),
          );
          await shredPushKeys(subscriptionId);
        }
        return { sent: status === 'sent', status };
      },
    );
  };

  /** Nothing will be sent any more: the endpoint and keys kept in the log are shredded for good. */
  function shredPushKeys(subscriptionId: string) {
    const ledger = { vault: deps.vault, ledgerDir: deps.config.ERASURE_LEDGER_DIR };
    return shredKeysForGood(ledger, [pushPersonId(subscriptionId)], deps.clock.now());
  }

  /** The endpoint and keys of the stream's latest subscription, decrypted. */
  async function storedTarget(streamId: string) {
    const events = await deps.store.readStream(streamId);
    const last = events.filter((e) => isEventOf(e, ['notifications.Subscribed'])).pop();
    if (!last) return null;
    const [endpoint, keys] = await deps.vault.decryptMany([
      { personId: last.data.personId, ciphertext: last.data.endpoint },
      { personId: last.data.personId, ciphertext: last.data.keys },
    ]);
    if (
      !endpoint ||
      !keys ||
      !isAllowedPushEndpoint(endpoint, parseAllowlist(deps.config.PUSH_ENDPOINT_ALLOWLIST))
    )
      return null;
    return { endpoint, keys: JSON.parse(keys) as { p256dh: string; auth: string } };
  }
}
