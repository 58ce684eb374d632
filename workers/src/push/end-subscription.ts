import { streamEvents } from '@nsg/domain/stored-events.ts';
import { foldEvents } from '@nsg/domain/shared/decider.ts';
import {
  pushSubscriptionDecider,
  pushSubscriptionStreamId,
  type PushSubscriptionEvent,
} from '@nsg/domain/notifications/push-subscription.ts';
import type { EventStore } from '@nsg/platform/event-store/event-store.ts';
import { toNewEvents } from '@nsg/platform/event-store/new-events.ts';
import { newId } from '@nsg/platform/ids.ts';

/** The push service said the subscription no longer exists: end it, as an event of its stream. */
export async function endGoneSubscription(
  store: EventStore,
  subscriptionId: string,
  now: Date,
): Promise<void> {
  const streamId = pushSubscriptionStreamId(subscriptionId);
  const history = await store.readStream(streamId);
  const state = foldEvents(pushSubscriptionDecider, streamEvents<PushSubscriptionEvent>(history));
  const events = pushSubscriptionDecider.decide({ kind: 'Unsubscribe', reason: 'gone', now }, state);
  if (events.length === 0) return;
  await store.append(
    streamId,
    toNewEvents(events, { actor: 'system:push-worker', correlationId: newId() }, streamId),
    { expectedRevision: history[history.length - 1]!.revision },
  );
}
