import { Queue, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import type pg from 'pg';
import { campaignDecider, campaignStreamId, type CampaignCommand } from '@nsg/domain/advertising/campaign.ts';
import { hawaiiDay } from '@nsg/domain/advertising/pricing.ts';
import { addDays, daysBetween } from '@nsg/domain/shared/dates.ts';
import type { Config } from '@nsg/platform/config.ts';
import { createDb } from '@nsg/platform/db.ts';
import { createEventStore } from '@nsg/platform/event-store/create-event-store.ts';
import type { EventStore } from '@nsg/platform/event-store/event-store.ts';
import { handleCommand } from '@nsg/platform/event-store/handle-command.ts';
import type { Logger } from '@nsg/platform/logger.ts';
import { queueMail } from '@nsg/platform/mail/mail-outbox.ts';
import {
  createPersonalDataVault,
  type PersonalDataVault,
} from '@nsg/platform/personal-data/personal-data.ts';
import {
  campaignNoticeFacts,
  campaignsDueForReminder,
  campaignsPastEnd,
  campaignsStartingOn,
} from '@nsg/projections/advertising/campaigns-queries.ts';
import { campaignHasShownAd } from '@nsg/projections/advertising/ads-queries.ts';
import type { ReadModelTables } from '@nsg/projections/read-model-tables.ts';
import { keepJobScheduler } from '../job-schedulers.ts';
import { tracedJob } from '../traced-job.ts';
import { WORKER_METRICS } from '../queue-metrics.ts';

export const ADVERTISING_QUEUE = 'advertising';
export const REMINDER_DAYS_BEFORE_END = 3;
const ACTOR = 'system:campaign-expiry';

interface Deps {
  db: Kysely<ReadModelTables>;
  store: EventStore;
  vault: PersonalDataVault;
}

/** Decides on the campaign's own stream, so a read model that lags never causes a wrong transition. */
async function decide(store: EventStore, campaignId: string, command: CampaignCommand): Promise<boolean> {
  const { appended } = await handleCommand(
    store,
    campaignDecider,
    campaignStreamId(campaignId),
    command,
    { actor: ACTOR, correlationId: crypto.randomUUID() },
    // Changed by an admin at this very moment: the next run decides again.
    { onConflict: () => {} },
  );
  return appended !== null;
}

/** "3 days", "1 day", or "0 days" for a campaign whose last day is today. */
function daysUntil(today: string, day: string): string {
  const days = daysBetween(today, day);
  return `${days} ${days === 1 ? 'day' : 'days'}`;
}

/**
 * Ends campaigns past their end date (Hawaii day) and, 3 days before a running campaign ends, queues one
 * renewal reminder to its advertiser through the mail outbox (deduplicated per campaign) and records it.
 * Advertisers are also told when a paid campaign starts, and when one ends, with its figures.
 */
export async function runCampaignExpiry(
  deps: Deps,
  now = new Date(),
): Promise<{ expired: number; reminded: number; started: number }> {
  const today = hawaiiDay(now);
  let expired = 0;
  for (const { id } of await campaignsPastEnd(deps.db, today)) {
    if (await decide(deps.store, id, { kind: 'ExpireCampaign', by: ACTOR, now })) {
      expired++;
      await tellAdvertiser(deps, id, 'ended');
    }
  }
  let started = 0;
  for (const { id } of await campaignsStartingOn(deps.db, today)) {
    if (await tellAdvertiser(deps, id, 'started')) started++;
  }
  let reminded = 0;
  for (const campaign of await campaignsDueForReminder(
    deps.db,
    today,
    addDays(today, REMINDER_DAYS_BEFORE_END),
  )) {
    const email = await deps.vault.decrypt(campaign.person_id, campaign.email_ciphertext);
    if (!email) continue; // erased: nobody to remind
    const endsIn = daysUntil(today, campaign.end_date);
    const { messageId } = await queueMail(deps, {
      to: email,
      subject: `Your campaign "${campaign.name}" ends in ${endsIn}, on ${campaign.end_date}`,
      text: [
        `Aloha ${campaign.advertiser_name},`,
        '',
        `Your North Shore Guide campaign "${campaign.name}" ends in ${endsIn}, on ${campaign.end_date}.`,
        'To keep your ads running, create a new campaign from your advertiser dashboard and fund it.',
        '',
        'Mahalo, the North Shore Guide team',
      ].join('\n'),
      personId: campaign.person_id,
      context: { actor: ACTOR, correlationId: crypto.randomUUID() },
      dedupeKey: `campaign-renewal-reminder:${campaign.id}`,
    });
    if (await decide(deps.store, campaign.id, { kind: 'RecordRenewalReminder', messageId, by: ACTOR, now })) {
      reminded++;
    }
  }
  return { expired, reminded, started };
}

/**
 * Mails the advertiser that their campaign started, or ended with what it delivered; once per campaign
 * and kind (the outbox keys it). True when a mail was queued now.
 */
async function tellAdvertiser(deps: Deps, campaignId: string, kind: 'started' | 'ended'): Promise<boolean> {
  const facts = await campaignNoticeFacts(deps.db, campaignId);
  if (!facts) return false;
  const email = await deps.vault.decrypt(facts.person_id, facts.email_ciphertext);
  if (!email) return false;
  const ctr = facts.impressions ? ((facts.clicks / facts.impressions) * 100).toFixed(2) : '0.00';
  const body =
    kind === 'started'
      ? [
          `Your North Shore Guide campaign "${facts.name}" starts today and runs until ${facts.end_date}.`,
          // Said of the ads as they are when the mail goes: none may be approved yet.
          (await campaignHasShownAd(deps.db, campaignId))
            ? 'Your approved ads are now shown to visitors. Follow impressions and clicks on your dashboard.'
            : 'None of its ads is approved yet, so visitors see nothing of it for now: an ad is shown once ' +
              'our team has approved it. Create or edit your ads from your dashboard.',
        ]
      : [
          `Your North Shore Guide campaign "${facts.name}" (${facts.start_date} to ${facts.end_date}) has ended.`,
          '',
          `Impressions: ${facts.impressions}`,
          `Clicks: ${facts.clicks}`,
          `Click-through rate: ${ctr}%`,
          `Budget: $${Number(facts.budget).toFixed(2)}`,
          '',
          'To keep your ads running, create a new campaign from your advertiser dashboard and fund it.',
        ];
  const { queued } = await queueMail(deps, {
    to: email,
    subject:
      kind === 'started'
        ? `Your campaign "${facts.name}" starts today`
        : `Your campaign "${facts.name}" has ended`,
    text: [`Aloha ${facts.advertiser_name},`, '', ...body, '', 'Mahalo, the North Shore Guide team'].join(
      '\n',
    ),
    personId: facts.person_id,
    context: { actor: ACTOR, correlationId: crypto.randomUUID() },
    dedupeKey: `campaign-${kind}:${campaignId}`,
  });
  return queued;
}

/** Runs the expiry and reminders every 15 minutes. */
export async function startCampaignExpiry(
  config: Config,
  pool: pg.Pool,
  connection: Redis,
  logger: Logger,
  prefix = 'nsg',
) {
  const store = createEventStore(config, pool);
  const deps = { db: createDb<ReadModelTables>(pool), store, vault: createPersonalDataVault(pool) };
  const queue = new Queue(ADVERTISING_QUEUE, { connection, prefix });
  await keepJobScheduler(
    queue,
    connection,
    'campaign-expiry',
    { every: 15 * 60 * 1000 },
    { name: 'campaign-expiry' },
  );
  const worker = new Worker(
    ADVERTISING_QUEUE,
    tracedJob(ADVERTISING_QUEUE, () => runCampaignExpiry(deps)),
    { connection, prefix, metrics: WORKER_METRICS },
  );
  worker.on('failed', (job, error) =>
    logger.error('advertising job failed', { job: job?.name, error: String(error) }),
  );
  return {
    queue,
    async close() {
      await worker.close();
      await queue.close();
      await store.close();
    },
  };
}
