import { useEffect, useState } from 'react';
import { browserPushEnvironment } from './push-support.ts';

/** Whether this browser can take push notifications at all. */
export function pushSupported(): boolean {
  const environment = browserPushEnvironment();
  return environment.hasNotification && environment.hasServiceWorker && environment.hasPushManager;
}

/** This browser's push subscription, looked up once; null when there is none (or no support for one). */
export function usePushSubscription() {
  const [subscription, setSubscription] = useState<PushSubscription | null>(null);
  useEffect(() => {
    if (!pushSupported()) return;
    void navigator.serviceWorker
      .getRegistration('/')
      .then((registration) => registration?.pushManager.getSubscription() ?? null)
      .then(setSubscription)
      .catch(() => setSubscription(null));
  }, []);
  return [subscription, setSubscription] as const;
}
