import { createECDH } from 'node:crypto';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { generateVapidKeys, vapidKeys } from './vapid-keys.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

/** A P-256 private key whose first byte is zero: Node's ECDH hands it back as 31 bytes. */
function keyPairWithShortPrivateKey() {
  for (;;) {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const privateKey = ecdh.getPrivateKey();
    if (privateKey.length < 32)
      return {
        publicKey: ecdh.getPublicKey().toString('base64url'),
        privateKey: privateKey.toString('base64url'),
      };
  }
}

const sign = (keys: { publicKey: string; privateKey: string }) =>
  webpush.getVapidHeaders(
    'https://push.example',
    'mailto:a@b.example',
    keys.publicKey,
    keys.privateKey,
    'aes128gcm',
  );

describe('VAPID keys', () => {
  it('are made 32 bytes long even when the random private key starts with a zero byte (1 start in 256)', () => {
    for (let i = 0; i < 2_000; i++) {
      const keys = generateVapidKeys();
      expect(Buffer.from(keys.privateKey, 'base64url')).toHaveLength(32);
      expect(Buffer.from(keys.publicKey, 'base64url')).toHaveLength(65);
    }
  });

  it('a short key kept by an earlier start still signs: it is padded when read', async () => {
    const short = keyPairWithShortPrivateKey();
    expect(() => sign(short)).toThrow();
    await database.pool.query(`insert into app_settings (name, value) VALUES ('vapid_keys', $1)`, [
      JSON.stringify(short),
    ]);
    const keys = await vapidKeys(database.pool, loadConfig({}));
    expect(keys.publicKey).toBe(short.publicKey);
    expect(sign(keys).Authorization).toMatch(/^vapid t=/);
  });
});
