import { describe, it } from 'vitest';
import { defaultAlertSettings } from '@nsg/domain/notifications/alert-settings.ts';
import { pushPersonId, pushSubscriptionStreamId } from '@nsg/domain/notifications/push-subscription.ts';
import { projectionSpec, type SpecEvent } from '../testing/projection-spec.ts';
import { notificationsProjection } from './notifications-projection.ts';

const spec = projectionSpec(notificationsProjection);

const SUBSCRIPTION = '6e7f8a9b-0c1d-4e2f-8a3b-4c5d6e7f8a9b';
const streamId = pushSubscriptionStreamId(SUBSCRIPTION);
const followingPipeline = { ...defaultAlertSettings, followedBeachIds: [1], locale: 'ja' as const };

const subscribed = (subscribedAt: string): SpecEvent => ({
  streamId,
  type: 'notifications.Subscribed',
  data: {
    subscriptionId: SUBSCRIPTION,
    personId: pushPersonId(SUBSCRIPTION),
    endpoint: 'pd1:sealed-endpoint',
    keys: 'pd1:sealed-keys',
    alertSettings: defaultAlertSettings,
    subscribedAt,
  },
});
const unsubscribed: SpecEvent = {
  streamId,
  type: 'notifications.Unsubscribed',
  data: { subscriptionId: SUBSCRIPTION, reason: 'gone', at: '2026-11-28T18:00:00.000Z' },
};

describe('the notifications projection', () => {
  it('keeps a new subscription active, its endpoint and keys still sealed', async () => {
    await spec
      .given([])
      .when([subscribed('2026-11-27T18:00:00.000Z')])
      .then({
        push_subscriptions: [
          {
            id: SUBSCRIPTION,
            person_id: pushPersonId(SUBSCRIPTION),
            endpoint: 'pd1:sealed-endpoint',
            keys: 'pd1:sealed-keys',
            alert_settings: defaultAlertSettings,
            active: true,
            ended_reason: null,
          },
        ],
      });
  });

  it('takes the visitor’s new alert settings', async () => {
    await spec
      .given([subscribed('2026-11-27T18:00:00.000Z')])
      .when([
        {
          streamId,
          type: 'notifications.SettingsChanged',
          data: {
            subscriptionId: SUBSCRIPTION,
            alertSettings: followingPipeline,
            changedAt: '2026-11-27T19:00:00.000Z',
          },
        },
      ])
      .then({
        push_subscriptions: [
          { alert_settings: followingPipeline, updated_at: new Date('2026-11-27T19:00:00Z'), active: true },
        ],
      });
  });

  it('ends a subscription with its reason, and a new subscribe makes it active again', async () => {
    await spec
      .given([subscribed('2026-11-27T18:00:00.000Z')])
      .when([unsubscribed])
      .then({ push_subscriptions: [{ active: false, ended_reason: 'gone' }] });
    await spec
      .given([subscribed('2026-11-27T18:00:00.000Z'), unsubscribed])
      .when([subscribed('2026-11-29T18:00:00.000Z')])
      .then({
        push_subscriptions: [
          { active: true, ended_reason: null, subscribed_at: new Date('2026-11-29T18:00:00Z') },
        ],
      });
  });

  it('tells nobody: subscriptions are the push worker’s business alone', async () => {
    await spec
      .given([])
      .when([subscribed('2026-11-27T18:00:00.000Z'), unsubscribed])
      .thenAnnounces([]);
  });
});
