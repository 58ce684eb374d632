import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, createPool } from '@nsg/platform/db.ts';
import { claimDelivery, settleDelivery } from '@nsg/projections/notifications/notifications-queries.ts';
import type { ReadModelTables } from '@nsg/projections/read-model-tables.ts';
import { multipartBody } from '@nsg/command-api/uploads/multipart-body.ts';
import { rebuildAll } from './support/read-models.ts';
import { freePort, startPrivatePostgres, type PrivatePostgres } from './support/private-services.ts';
import {
  runNode,
  startNode,
  startStack,
  waitForHealth,
  type NodeProcess,
  type Stack,
} from './support/stack.ts';

/** What a backup must carry besides the log, and what a restore must not bring back: erased people. */
let stack: Stack;
let spare: PrivatePostgres;
let restoredApi: NodeProcess | undefined;
const dir = mkdtempSync(path.join(tmpdir(), 'nsg-fault-backup-erasures-'));
const EMAIL = 'erased-after-backup@example.com';

beforeAll(async () => {
  stack = await startStack();
  spare = await startPrivatePostgres();
});
afterAll(async () => {
  await restoredApi?.kill('SIGKILL');
  await stack?.close();
  await spare?.destroy();
  rmSync(dir, { recursive: true, force: true });
});

async function listBoardWithPhoto(): Promise<{ photoUrl: string }> {
  const photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#2a7ab0' } })
    .jpeg()
    .toBuffer();
  const { payload, headers } = multipartBody(
    {
      title: 'Backup Twin Fin',
      length: `6'0"`,
      condition: 'Good',
      price: '$400',
      location: 'Haleiwa',
      sellerName: 'Leilani',
      email: EMAIL,
      phone: '808-555-0199',
      description: 'Rides fast.',
    },
    [{ field: 'photo', filename: 'board.jpg', contentType: 'image/jpeg', bytes: photo }],
  );
  const response = await fetch(`${stack.baseUrl}/api/listings`, {
    method: 'POST',
    headers: { ...headers, 'x-forwarded-for': '10.98.0.1' },
    body: new Uint8Array(payload),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as { photoUrl: string };
}

const PUSH_ENDPOINT = 'https://fcm.googleapis.com/fcm/send/backup-then-unsubscribed';

async function pushRequest(route: 'subscribe' | 'unsubscribe', body: object): Promise<Response> {
  return fetch(`${stack.baseUrl}/api/notifications/${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.98.0.3' },
    body: JSON.stringify(body),
  });
}

/** A phone subscribed to alerts; its owner takes the subscription back after the backup. */
async function subscribePush(): Promise<string> {
  const keys = { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQ', auth: 'tBHItJI5svbpez7KI4CCXg' };
  const response = await pushRequest('subscribe', { subscription: { endpoint: PUSH_ENDPOINT, keys } });
  expect(response.status).toBe(201);
  return `push:${((await response.json()) as { subscriptionId: string }).subscriptionId}`;
}

async function registerAdvertiser(): Promise<void> {
  const response = await fetch(`${stack.baseUrl}/api/advertisers/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.98.0.2' },
    body: JSON.stringify({
      name: 'Leilani',
      email: EMAIL,
      password: 'surf-all-day',
      companyName: 'Leilani Boards',
    }),
  });
  expect(response.status).toBeLessThan(300);
}

/** The last event of the email claim of the account with this person id: claimed, or released. */
async function claimOf(pool: pg.Pool, advertiserPersonId: string): Promise<string | undefined> {
  const { rows } = await pool.query<{ type: string }>(
    `select type from events where stream_id = (
       select stream_id from events where type = 'accounts.EmailClaimed' and 'advertiser:' || (data->>'advertiserId') = $1)
     order by revision desc limit 1`,
    [advertiserPersonId],
  );
  return rows[0]?.type;
}

describe('a restore from an older backup', () => {
  it('keeps people erased and push subscriptions ended since the backup shredded, and brings back push deliveries and uploads', async () => {
    await stack.startApi();
    stack.startRunner();
    const { photoUrl } = await listBoardWithPhoto();
    await registerAdvertiser();
    const pushPersonId = await subscribePush();
    const photo = Buffer.from(await (await fetch(`${stack.baseUrl}${photoUrl}`)).arrayBuffer());
    // An alert the push worker has sent: a restored server must not send it a second time.
    expect(await claimDelivery(stack.db, 'subscription-1', 'surf:1:2026-11-28')).toBe(true);
    await settleDelivery(stack.db, 'subscription-1', 'surf:1:2026-11-28', 'sent');
    await stack.settle();
    const { person_id: personId } = await stack.db
      .selectFrom('listings')
      .select('seller_person_id as person_id')
      .where('title', '=', 'Backup Twin Fin')
      .executeTakeFirstOrThrow();

    const { person_id: advertiserPersonId } = await stack.db
      .selectFrom('advertisers')
      .select('person_id')
      .where('company_name', '=', 'Leilani Boards')
      .executeTakeFirstOrThrow();

    const backup = path.join(dir, 'north-shore-guide-backup');
    await runNode('scripts/backup.ts', [backup], stack.env);
    // Erased after the backup was taken: the backup still holds this person's key.
    const erased = await runNode('command-api/src/accounts/admin-cli.ts', ['erase-person', EMAIL], stack.env);
    expect(erased).toContain('Erased the personal data of 2 record(s)');
    expect((await pushRequest('unsubscribe', { endpoint: PUSH_ENDPOINT })).status).toBe(200);

    // The disaster: a fresh server, its own upload directory, the backup and the erasure ledger left.
    const restoredEnv = {
      ...stack.env,
      DATABASE_URL: spare.url('north_shore_guide_restored'),
      UPLOAD_DIR: path.join(dir, 'restored-uploads'),
      PORT: String(await freePort()),
    };
    await runNode('scripts/restore.ts', [backup], restoredEnv);
    await rebuildAll({ ...stack, env: restoredEnv });

    const pool = createPool(restoredEnv.DATABASE_URL, 2);
    const db = createDb<ReadModelTables>(pool);
    try {
      const keys = await pool.query('select 1 from personal_data_keys where person_id = $1', [personId]);
      expect(keys.rowCount).toBe(0);
      // The endpoint its owner took back after the backup does not open again: nothing is sent to it.
      const pushKeys = await pool.query('select 1 from personal_data_keys where person_id = $1', [
        pushPersonId,
      ]);
      expect(pushKeys.rowCount).toBe(0);
      const links = await pool.query('select 1 from personal_data_subjects where person_id = $1', [personId]);
      expect(links.rowCount).toBe(0);
      const listing = await db
        .selectFrom('listings')
        .select('seller_name')
        .where('seller_person_id', '=', personId)
        .executeTakeFirstOrThrow();
      expect(listing.seller_name).toBe('[erased]');
      // The erased account's email may make a new account, as it could before the restore.
      expect(await claimOf(pool, advertiserPersonId)).toBe('accounts.EmailReleased');
      // Erasing again finds nobody: the email's links did not come back either.
      await expect(
        runNode('command-api/src/accounts/admin-cli.ts', ['erase-person', EMAIL], restoredEnv),
      ).rejects.toThrow(/No personal data is stored for this email address/);

      expect(await claimDelivery(db, 'subscription-1', 'surf:1:2026-11-28')).toBe(false);

      restoredApi = startNode('api-restored', 'command-api/src/main.ts', [], restoredEnv);
      const restoredUrl = `http://127.0.0.1:${restoredEnv.PORT}`;
      await waitForHealth({ ...stack, baseUrl: restoredUrl, api: restoredApi });
      const served = await fetch(`${restoredUrl}${photoUrl}`);
      expect(served.status).toBe(200);
      expect(Buffer.from(await served.arrayBuffer())).toEqual(photo);
    } finally {
      await db.destroy();
    }
  });
});
