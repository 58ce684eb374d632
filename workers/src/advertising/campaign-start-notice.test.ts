import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advertiserStreamId, type AdvertiserRegistered } from '@nsg/domain/accounts/advertiser.ts';
import { adStreamId, type AdEvent } from '@nsg/domain/advertising/ad.ts';
import { campaignStreamId, type CampaignEvent } from '@nsg/domain/advertising/campaign.ts';
import { createDb } from '@nsg/platform/db.ts';
import { toNewEvents } from '@nsg/platform/event-store/new-events.ts';
import { createPostgresEventStore } from '@nsg/platform/event-store/postgres-event-store.ts';
import { createLogger } from '@nsg/platform/logger.ts';
import { createPersonalDataVault } from '@nsg/platform/personal-data/personal-data.ts';
import { createTestDatabase, type TestDatabase } from '@nsg/platform/testing/test-database.ts';
import { advertisersProjection } from '@nsg/projections/accounts/advertisers-projection.ts';
import { adsProjection } from '@nsg/projections/advertising/ads-projection.ts';
import { campaignsProjection } from '@nsg/projections/advertising/campaigns-projection.ts';
import type { ReadModelTables } from '@nsg/projections/read-model-tables.ts';
import { readCheckpoint } from '@nsg/projections/runner/checkpoints.ts';
import { startProjectionRunner, type ProjectionRunner } from '@nsg/projections/runner/projection-runner.ts';
import { runCampaignExpiry } from './campaign-expiry.ts';

let database: TestDatabase;
let runner: ProjectionRunner;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await runner?.stop();
  await database?.drop();
});

const advertiserId = '44444444-4444-4444-8444-444444444444';
const personId = `advertiser:${advertiserId}`;
const context = { actor: 'system:test', correlationId: 'c' };
const at = '2026-01-01T00:00:00.000Z';
const SHOWN = 'Your approved ads are now shown to visitors.';

function paidCampaignStartingOn(campaignId: string, name: string, startDate: string): CampaignEvent[] {
  return [
    {
      type: 'advertising.CampaignCreated',
      data: {
        campaignId,
        advertiserId,
        name,
        description: 'd',
        durationMonths: 1,
        placement: 'content',
        budget: 30,
        startDate,
        endDate: '2026-04-10',
        expiresAt: '2026-04-10T23:59:59.999-10:00',
        targetAudience: { ages: [18, 65], interests: ['Surfing'] },
        createdAt: at,
      },
    },
    {
      type: 'advertising.CampaignActivated',
      data: { campaignId, advertiserId, by: 'system:stripe', at, reason: 'payment', paymentId: 'p1' },
    },
  ];
}

function ad(adId: string, campaignId: string, review: 'approved' | 'rejected' | null): AdEvent[] {
  const created: AdEvent = {
    type: 'advertising.AdCreated',
    data: {
      adId,
      campaignId,
      advertiserId,
      title: 'Shave ice',
      description: 'Rainbow shave ice in Haleiwa',
      linkUrl: null,
      businessType: 'restaurant',
      imageUrl: null,
      images: [],
      imageRotationEnabled: false,
      imageRotationInterval: 5,
      size: 'standard',
      position: 'content',
      createdAt: at,
    },
  };
  const moderation = { adId, advertiserId, by: 'admin:a', at };
  if (review === 'approved')
    return [created, { type: 'advertising.AdApproved', data: { ...moderation, automatic: false } }];
  if (review === 'rejected')
    return [created, { type: 'advertising.AdRejected', data: { ...moderation, reason: 'Blurry photo' } }];
  return [created];
}

describe('the mail that a campaign starts today', () => {
  it('says the approved ads are shown only when the campaign has one, at the time it is sent', async () => {
    const db = createDb<ReadModelTables>(database.pool);
    const store = createPostgresEventStore(database.pool);
    const vault = createPersonalDataVault(database.pool);
    const projections = [advertisersProjection, campaignsProjection, adsProjection];
    runner = startProjectionRunner({
      db,
      pool: database.pool,
      store,
      projections,
      logger: createLogger('test', 'silent'),
      pollIntervalMs: 20,
    });
    const settle = async () => {
      for (let i = 0; i < 400; i++) {
        const head = (await store.headPosition())?.globalPosition ?? 0n;
        const checkpoints = await Promise.all(
          projections.map((p) => readCheckpoint(db, p.name).catch(() => null)),
        );
        if (checkpoints.every((c) => c && c.globalPosition >= head)) return;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      const { rows } = await database.pool.query('select name, parked_error from projection_checkpoints');
      throw new Error(`projections did not settle: ${JSON.stringify(rows)}`);
    };
    const registered: AdvertiserRegistered = {
      type: 'accounts.AdvertiserRegistered',
      data: {
        advertiserId,
        role: 'advertiser',
        status: 'active',
        name: 'Keoni',
        companyName: 'Keoni Tours',
        personId,
        email: await vault.encrypt(personId, 'keoni@tours.test'),
        emailLookup: 'lookup',
        phone: null,
        address: null,
        description: null,
        website: null,
        passwordHash: 'h',
        registeredAt: at,
      },
    };
    const append = (streamId: string, events: { type: string; data: unknown }[]) =>
      store.append(streamId, toNewEvents(events, context, streamId), { expectedRevision: 'any' });
    await append(advertiserStreamId(advertiserId), [registered]);
    const campaigns = {
      'No ad yet': '11111111-1111-4111-8111-111111111111',
      'Only ad rejected': '22222222-2222-4222-8222-222222222222',
      'Ad under review': '33333333-3333-4333-8333-333333333333',
      'Ad approved': '55555555-5555-4555-8555-555555555555',
    };
    for (const [name, id] of Object.entries(campaigns))
      await append(campaignStreamId(id), paidCampaignStartingOn(id, name, '2026-03-10'));
    const rejected = 'a2222222-2222-4222-8222-222222222222';
    await append(adStreamId(rejected), ad(rejected, campaigns['Only ad rejected'], 'rejected'));
    const pending = 'a3333333-3333-4333-8333-333333333333';
    await append(adStreamId(pending), ad(pending, campaigns['Ad under review'], null));
    const approved = 'a5555555-5555-4555-8555-555555555555';
    await append(adStreamId(approved), ad(approved, campaigns['Ad approved'], 'approved'));
    await settle();

    // 2026-03-10 in Hawaii.
    expect(await runCampaignExpiry({ db, store, vault }, new Date('2026-03-10T20:00:00.000Z'))).toMatchObject(
      {
        started: 4,
      },
    );

    const { rows } = await database.pool.query<{ data: { subject: string; text: string } }>(
      `select data from events where type = 'mail.MessageQueued' order by global_position`,
    );
    const texts = Object.fromEntries(
      await Promise.all(
        rows.map(async ({ data }) => [data.subject, await vault.decrypt(personId, data.text)] as const),
      ),
    );
    const startMail = (name: string) => texts[`Your campaign "${name}" starts today`] ?? '';
    expect(startMail('Ad approved')).toContain(SHOWN);
    for (const name of ['No ad yet', 'Only ad rejected', 'Ad under review']) {
      expect(startMail(name)).toContain(`"${name}" starts today`);
      expect(startMail(name)).not.toContain('now shown');
    }
    expect(startMail('No ad yet')).toContain('None of its ads is approved yet');
    expect(startMail('Only ad rejected')).toContain('None of its ads is approved yet');
    await store.close();
  });
});
