import type { AlertSettings } from '@nsg/domain/notifications/alert-settings.ts';
import { apiFetch } from '../../../lib/api-fetch.ts';

export const fetchVapidKey = () => apiFetch<{ publicKey: string }>('/api/notifications/vapid-key');

export const subscribePush = (subscription: PushSubscriptionJSON, alertSettings: AlertSettings) =>
  apiFetch<{ subscriptionId: string; status: 'subscribed' }>('/api/notifications/subscribe', {
    method: 'POST',
    json: { subscription, alertSettings },
  });

export const unsubscribePush = (endpoint: string) =>
  apiFetch<{ status: 'unsubscribed' }>('/api/notifications/unsubscribe', {
    method: 'POST',
    json: { endpoint },
  });

export const updatePushSettings = (endpoint: string, alertSettings: AlertSettings) =>
  apiFetch<{ status: 'updated' }>('/api/notifications/settings', {
    method: 'PUT',
    json: { endpoint, alertSettings },
  });

export const sendTestPush = (endpoint: string) =>
  apiFetch<{ sent: boolean; status: 'sent' | 'gone' | 'failed' }>('/api/notifications/test', {
    method: 'POST',
    json: { endpoint },
  });
