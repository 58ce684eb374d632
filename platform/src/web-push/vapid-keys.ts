import { createECDH } from 'node:crypto';
import type pg from 'pg';
import type { Config } from '../config.ts';
import { getOrCreateSetting } from '../settings.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/** A P-256 key pair in the form web push uses: uncompressed public point and raw private key, base64url. */
export function generateVapidKeys(): { publicKey: string; privateKey: string } {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    publicKey: ecdh.getPublicKey().toString('base64url'),
    privateKey: ecdh.getPrivateKey().toString('base64url'),
  };
}

/**
 * The VAPID keys from configuration, or made at first start and kept in app_settings, so every API
 * and worker instance signs with the same key and existing subscriptions keep working after a restart.
 */
export async function vapidKeys(pool: pg.Pool, config: Config): Promise<VapidKeys> {
  const subject = config.VAPID_SUBJECT ?? 'mailto:aloha@northshoreguide.example';
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY) {
    return { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY, subject };
  }
  const stored = await getOrCreateSetting(pool, 'vapid_keys', () => JSON.stringify(generateVapidKeys()));
  return { ...(JSON.parse(stored) as { publicKey: string; privateKey: string }), subject };
}
