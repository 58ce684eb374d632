import { describe, it } from 'vitest';
import { deciderSpec } from '../shared/decider-spec.ts';
import { defaultAlertSettings } from './alert-settings.ts';
import { pushSubscriptionDecider, type Subscribed } from './push-subscription.ts';

const now = new Date('2026-11-22T10:00:00Z');
const subscribed: Subscribed = {
  type: 'notifications.Subscribed',
  data: {
    subscriptionId: 's1',
    personId: 'push:s1',
    endpoint: 'pd1:cipher',
    keys: 'pd1:keys',
    alertSettings: defaultAlertSettings,
    subscribedAt: now.toISOString(),
  },
};
const spec = deciderSpec(pushSubscriptionDecider);

describe('push subscription decider', () => {
  it('subscribes with encrypted endpoint and keys', () => {
    spec
      .given([])
      .when({
        kind: 'Subscribe',
        subscriptionId: 's1',
        personId: 'push:s1',
        encryptedEndpoint: 'pd1:cipher',
        encryptedKeys: 'pd1:keys',
        alertSettings: defaultAlertSettings,
        now,
      })
      .then([subscribed]);
  });

  it('changes settings only while subscribed, and only when they differ', () => {
    const alertSettings = { ...defaultAlertSettings, trafficAlerts: true };
    spec
      .given([subscribed])
      .when({ kind: 'ChangeSettings', alertSettings, now })
      .then([
        {
          type: 'notifications.SettingsChanged',
          data: { subscriptionId: 's1', alertSettings, changedAt: now.toISOString() },
        },
      ]);
    spec
      .given([subscribed])
      .when({ kind: 'ChangeSettings', alertSettings: defaultAlertSettings, now })
      .then([]);
    spec.given([]).when({ kind: 'ChangeSettings', alertSettings, now }).thenThrows('not_found');
  });

  it('a gone endpoint ends the subscription once; a user unsubscribe of nothing is 404', () => {
    const ended = {
      type: 'notifications.Unsubscribed' as const,
      data: { subscriptionId: 's1', reason: 'gone' as const, at: now.toISOString() },
    };
    spec.given([subscribed]).when({ kind: 'Unsubscribe', reason: 'gone', now }).then([ended]);
    spec.given([subscribed, ended]).when({ kind: 'Unsubscribe', reason: 'gone', now }).then([]);
    spec.given([]).when({ kind: 'Unsubscribe', reason: 'user', now }).thenThrows('not_found');
    spec.given([subscribed, ended]).when({ kind: 'RequestTest', now }).thenThrows('not_found');
  });
});
