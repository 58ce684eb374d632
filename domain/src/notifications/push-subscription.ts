import type { Decider } from '../shared/decider.ts';
import { DomainError } from '../shared/errors.ts';
import type { DomainEvent } from '../shared/events.ts';
import type { AlertSettings } from './alert-settings.ts';

/**
 * One browser's push subscription. The endpoint and keys are personal data: events carry them only as
 * vault ciphertexts under `personId`. The stream id is a keyed hash of the endpoint, so the same browser
 * always lands on the same stream without the endpoint appearing in it.
 */
export type Subscribed = DomainEvent<
  'notifications.Subscribed',
  {
    subscriptionId: string;
    personId: string;
    /** Vault ciphertexts. */
    endpoint: string;
    keys: string;
    alertSettings: AlertSettings;
    subscribedAt: string;
  }
>;
export type SettingsChanged = DomainEvent<
  'notifications.SettingsChanged',
  { subscriptionId: string; alertSettings: AlertSettings; changedAt: string }
>;
export type TestRequested = DomainEvent<
  'notifications.TestRequested',
  { subscriptionId: string; requestedAt: string }
>;
export type Unsubscribed = DomainEvent<
  'notifications.Unsubscribed',
  {
    subscriptionId: string;
    /** 'user' unsubscribed; 'gone' when the push service answered 404/410. */
    reason: 'user' | 'gone';
    at: string;
  }
>;
export type PushSubscriptionEvent = Subscribed | SettingsChanged | TestRequested | Unsubscribed;

export type PushSubscriptionCommand =
  | {
      kind: 'Subscribe';
      subscriptionId: string;
      personId: string;
      encryptedEndpoint: string;
      encryptedKeys: string;
      alertSettings: AlertSettings;
      now: Date;
    }
  | { kind: 'ChangeSettings'; alertSettings: AlertSettings; now: Date }
  | { kind: 'RequestTest'; now: Date }
  | { kind: 'Unsubscribe'; reason: 'user' | 'gone'; now: Date };

export type PushSubscriptionState =
  { status: 'none' } | { status: 'active' | 'ended'; subscriptionId: string; alertSettings: AlertSettings };

export const pushSubscriptionStreamId = (subscriptionId: string) => `push-subscription-${subscriptionId}`;
export const pushPersonId = (subscriptionId: string) => `push:${subscriptionId}`;

const NOT_SUBSCRIBED = 'No active push subscription for this endpoint';

export const pushSubscriptionDecider: Decider<
  PushSubscriptionCommand,
  PushSubscriptionEvent,
  PushSubscriptionState
> = {
  initialState: () => ({ status: 'none' }),

  decide(command, state) {
    const at = command.now.toISOString();
    switch (command.kind) {
      case 'Subscribe':
        // Subscribing again (same browser, new keys or settings) renews the subscription.
        return [
          {
            type: 'notifications.Subscribed',
            data: {
              subscriptionId: command.subscriptionId,
              personId: command.personId,
              endpoint: command.encryptedEndpoint,
              keys: command.encryptedKeys,
              alertSettings: command.alertSettings,
              subscribedAt: at,
            },
          },
        ];
      case 'ChangeSettings':
        if (state.status !== 'active')
          throw new DomainError('not_found', NOT_SUBSCRIBED, undefined, { code: 'push_not_subscribed' });
        if (JSON.stringify(state.alertSettings) === JSON.stringify(command.alertSettings)) return [];
        return [
          {
            type: 'notifications.SettingsChanged',
            data: {
              subscriptionId: state.subscriptionId,
              alertSettings: command.alertSettings,
              changedAt: at,
            },
          },
        ];
      case 'RequestTest':
        if (state.status !== 'active')
          throw new DomainError('not_found', NOT_SUBSCRIBED, undefined, { code: 'push_not_subscribed' });
        return [
          {
            type: 'notifications.TestRequested',
            data: { subscriptionId: state.subscriptionId, requestedAt: at },
          },
        ];
      case 'Unsubscribe':
        if (state.status !== 'active') {
          if (command.reason === 'gone' || state.status === 'ended') return [];
          throw new DomainError('not_found', NOT_SUBSCRIBED, undefined, { code: 'push_not_subscribed' });
        }
        return [
          {
            type: 'notifications.Unsubscribed',
            data: { subscriptionId: state.subscriptionId, reason: command.reason, at },
          },
        ];
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case 'notifications.Subscribed':
        return {
          status: 'active',
          subscriptionId: event.data.subscriptionId,
          alertSettings: event.data.alertSettings,
        };
      case 'notifications.SettingsChanged':
        return state.status === 'none' ? state : { ...state, alertSettings: event.data.alertSettings };
      case 'notifications.TestRequested':
        return state;
      case 'notifications.Unsubscribed':
        return state.status === 'none' ? state : { ...state, status: 'ended' };
    }
  },
};
