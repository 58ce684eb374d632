import type { Generated, JSONColumnType } from 'kysely';
import type { AlertSettings } from '@nsg/domain/notifications/alert-settings.ts';

export interface NotificationsTables {
  push_subscriptions: {
    id: string;
    person_id: string;
    endpoint: string;
    keys: string;
    alert_settings: JSONColumnType<AlertSettings, string, string>;
    active: boolean;
    ended_reason: string | null;
    subscribed_at: Date;
    updated_at: Date;
  };
  push_deliveries: {
    subscription_id: string;
    alert_key: string;
    sent_at: Generated<Date>;
    status: Generated<string>;
  };
}
