import type pg from 'pg';
import webpush from 'web-push';
import type { Config } from '../config.ts';
import { getOrCreateSetting } from '../settings.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/**
 * A P-256 key pair in the form web push uses: uncompressed public point and raw private key, base64url.
 * `web-push` pads a private key whose first byte is zero (1 key in 256), which Node hands back short.
 */
export function generateVapidKeys(): { publicKey: string; privateKey: string } {
  return webpush.generateVAPIDKeys();
}

/** A private key kept short by an earlier start, padded back to the 32 bytes signing needs. */
function paddedPrivateKey(privateKey: string): string {
  const bytes = Buffer.from(privateKey, 'base64url');
  if (bytes.length >= 32) return privateKey;
  return Buffer.concat([Buffer.alloc(32 - bytes.length), bytes]).toString('base64url');
}

/**
 * The VAPID keys from configuration, or made at first start and kept in app_settings, so every API
 * and worker instance signs with the same key and existing subscriptions keep working after a restart.
 */
export async function vapidKeys(pool: pg.Pool, config: Config): Promise<VapidKeys> {
  const subject = config.VAPID_SUBJECT ?? 'mailto:aloha@northshoreguide.example';
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY) {
    const privateKey = paddedPrivateKey(config.VAPID_PRIVATE_KEY);
    return { publicKey: config.VAPID_PUBLIC_KEY, privateKey, subject };
  }
  const stored = await getOrCreateSetting(pool, 'vapid_keys', () => JSON.stringify(generateVapidKeys()));
  const keys = JSON.parse(stored) as { publicKey: string; privateKey: string };
  return { publicKey: keys.publicKey, privateKey: paddedPrivateKey(keys.privateKey), subject };
}
