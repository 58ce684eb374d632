import {
  pushSubscriptionDecider,
  pushSubscriptionStreamId,
} from '@nsg/domain/notifications/push-subscription.ts';
import type { EventStore } from '@nsg/platform/event-store/event-store.ts';
import { handleCommand } from '@nsg/platform/event-store/handle-command.ts';
import { newId } from '@nsg/platform/ids.ts';

/** The push service said the subscription no longer exists: end it, as an event of its stream. */
export async function endGoneSubscription(
  store: EventStore,
  subscriptionId: string,
  now: Date,
): Promise<void> {
  await handleCommand(
    store,
    pushSubscriptionDecider,
    pushSubscriptionStreamId(subscriptionId),
    { kind: 'Unsubscribe', reason: 'gone', now },
    { actor: 'system:push-worker', correlationId: newId() },
  );
}
