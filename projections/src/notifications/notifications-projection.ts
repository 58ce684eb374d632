import { isEventOf } from '@nsg/domain/stored-events.ts';
import type { PushSubscriptionEvent } from '@nsg/domain/notifications/push-subscription.ts';
import type { Projection } from '../runner/projection.ts';
import { eachEvent } from '../runner/page-apply.ts';

const pushSubscriptionEventTypes = new Set<PushSubscriptionEvent['type']>([
  'notifications.Subscribed',
  'notifications.SettingsChanged',
  'notifications.Unsubscribed',
]);

/** Push subscriptions with their alert settings; the push worker reads the active ones. */
export const notificationsProjection: Projection = {
  name: 'notifications',
  tables: ['push_subscriptions'],
  eventTypes: pushSubscriptionEventTypes,
  apply: eachEvent(async (db, recorded) => {
    if (!isEventOf(recorded, pushSubscriptionEventTypes)) return;
    const event = recorded;
    switch (event.type) {
      case 'notifications.Subscribed': {
        const d = event.data;
        const row = {
          person_id: d.personId,
          endpoint: d.endpoint,
          keys: d.keys,
          alert_settings: JSON.stringify(d.alertSettings),
          active: true,
          ended_reason: null,
          subscribed_at: new Date(d.subscribedAt),
          updated_at: new Date(d.subscribedAt),
        };
        await db
          .insertInto('push_subscriptions')
          .values({ id: d.subscriptionId, ...row })
          .onConflict((oc) => oc.column('id').doUpdateSet(row))
          .execute();
        break;
      }
      case 'notifications.SettingsChanged':
        await db
          .updateTable('push_subscriptions')
          .set({
            alert_settings: JSON.stringify(event.data.alertSettings),
            updated_at: new Date(event.data.changedAt),
          })
          .where('id', '=', event.data.subscriptionId)
          .execute();
        break;
      case 'notifications.Unsubscribed':
        await db
          .updateTable('push_subscriptions')
          .set({ active: false, ended_reason: event.data.reason, updated_at: new Date(event.data.at) })
          .where('id', '=', event.data.subscriptionId)
          .execute();
        break;
    }
    // Subscriptions are nobody's business but the push worker's: nothing to announce.
  }),
};
