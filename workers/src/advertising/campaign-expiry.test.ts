import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advertiserStreamId, type AdvertiserRegistered } from '@nsg/domain/accounts/advertiser.ts';
import { campaignStreamId, type CampaignEvent } from '@nsg/domain/advertising/campaign.ts';
import { createDb } from '@nsg/platform/db.ts';
import { toNewEvents } from '@nsg/platform/event-store/new-events.ts';
import { createPostgresEventStore } from '@nsg/platform/event-store/postgres-event-store.ts';
import { createLogger } from '@nsg/platform/logger.ts';
import { createPersonalDataVault } from '@nsg/platform/personal-data/personal-data.ts';
import { createTestDatabase, type TestDatabase } from '@nsg/platform/testing/test-database.ts';
import { advertisersProjection } from '@nsg/projections/accounts/advertisers-projection.ts';
import { campaignsProjection } from '@nsg/projections/advertising/campaigns-projection.ts';
import { findCampaign } from '@nsg/projections/advertising/campaigns-queries.ts';
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
const endingSoon = '55555555-5555-4555-8555-555555555555';
const ended = '66666666-6666-4666-8666-666666666666';
const later = '77777777-7777-4777-8777-777777777777';
const startingToday = '88888888-8888-4888-8888-888888888888';
const context = { actor: 'system:test', correlationId: 'c' };

function campaign(campaignId: string, startDate: string, endDate: string, paid = false): CampaignEvent[] {
  const at = '2026-01-01T00:00:00.000Z';
  return [
    {
      type: 'advertising.CampaignCreated',
      data: {
        campaignId,
        advertiserId,
        name: `Campaign ${campaignId.slice(0, 4)}`,
        description: 'd',
        durationMonths: 1,
        placement: 'content',
        budget: 30,
        startDate,
        endDate,
        expiresAt: `${endDate}T23:59:59.999-10:00`,
        targetAudience: { ages: [18, 65], interests: ['Surfing'] },
        createdAt: at,
      },
    },
    {
      type: 'advertising.CampaignActivated',
      data: paid
        ? { campaignId, advertiserId, by: 'system:stripe', at, reason: 'payment', paymentId: 'p1' }
        : { campaignId, advertiserId, by: 'admin:a', at, reason: 'admin', paymentId: null },
    },
  ];
}

describe('campaign expiry and renewal reminders', () => {
  it('expires campaigns past their end date and reminds once 3 days before the end', async () => {
    const db = createDb<ReadModelTables>(database.pool);
    const store = createPostgresEventStore(database.pool);
    const vault = createPersonalDataVault(database.pool);
    const projections = [advertisersProjection, campaignsProjection];
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
      throw new Error('projections did not settle');
    };
    const personId = `advertiser:${advertiserId}`;
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
        registeredAt: '2026-01-01T00:00:00.000Z',
      },
    };
    const append = (streamId: string, events: { type: string; data: unknown }[]) =>
      store.append(streamId, toNewEvents(events, context, streamId), { expectedRevision: 'any' });
    await append(advertiserStreamId(advertiserId), [registered]);
    await append(campaignStreamId(endingSoon), campaign(endingSoon, '2026-02-15', '2026-03-13'));
    await append(campaignStreamId(ended), campaign(ended, '2026-02-01', '2026-03-09'));
    await append(campaignStreamId(later), campaign(later, '2026-03-01', '2026-03-15'));
    await append(campaignStreamId(startingToday), campaign(startingToday, '2026-03-10', '2026-04-10', true));
    await settle();

    // 2026-03-10 in Hawaii.
    const now = new Date('2026-03-10T20:00:00.000Z');
    expect(await runCampaignExpiry({ db, store, vault }, now)).toEqual({
      expired: 1,
      reminded: 1,
      started: 1,
    });
    await settle();
    expect(await runCampaignExpiry({ db, store, vault }, now)).toEqual({
      expired: 0,
      reminded: 0,
      started: 0,
    });
    expect((await findCampaign(db, ended))?.status).toBe('expired');
    expect(await findCampaign(db, endingSoon)).toMatchObject({ status: 'active', renewalReminderSent: true });
    expect((await findCampaign(db, later))?.renewalReminderSent).toBe(false);

    const { rows } = await database.pool.query(
      `select data from events where type = 'mail.MessageQueued' order by global_position`,
    );
    expect(rows.map((row) => row.data.subject)).toEqual([
      'Your campaign "Campaign 6666" has ended',
      'Your campaign "Campaign 8888" starts today',
      'Your campaign "Campaign 5555" ends in 3 days, on 2026-03-13',
    ]);
    expect(JSON.stringify(rows)).not.toContain('keoni@tours.test');
    // The end notice carries the campaign's figures.
    const ending = await vault.decrypt(`advertiser:${advertiserId}`, rows[0].data.text);
    expect(ending).toContain('Impressions: 0\nClicks: 0\nClick-through rate: 0.00%\nBudget: $30.00');
    await store.close();
  });
});
