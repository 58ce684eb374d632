import { isEventOf } from '@nsg/domain/stored-events.ts';
import { Queue, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import type pg from 'pg';
import {
  listingDecider,
  listingStreamId,
  RENEWAL_GRACE_DAYS,
  RENEWAL_REMINDER_DAYS,
} from '@nsg/domain/marketplace/listing.ts';
import { translator } from '@nsg/domain/i18n/translate.ts';
import { HAWAII_TIME_ZONE, isLocale, pathInLocale, type Locale } from '@nsg/domain/shared/locales.ts';
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
import { listDueListingIds, listListingsEndingBy } from '@nsg/projections/marketplace/marketplace-queries.ts';
import type { ReadModelTables } from '@nsg/projections/read-model-tables.ts';
import { keepJobScheduler } from '../job-schedulers.ts';
import { tracedJob } from '../traced-job.ts';
import { WORKER_METRICS } from '../queue-metrics.ts';

export const MARKETPLACE_QUEUE = 'marketplace';

/**
 * Appends `marketplace.ListingExpired` for every active listing past its date. The decider decides on
 * the stream itself, so a listing renewed since the read model was built is left alone.
 */
export async function expireDueListings(
  deps: { db: Kysely<ReadModelTables>; store: EventStore },
  now = new Date(),
): Promise<{ expired: number }> {
  let expired = 0;
  for (const listingId of await listDueListingIds(deps.db, now)) {
    const { appended } = await handleCommand(
      deps.store,
      listingDecider,
      listingStreamId(listingId),
      { kind: 'ExpireListing', now },
      { actor: 'system:listing-expiry', correlationId: crypto.randomUUID() },
      // Sold or renewed at this very moment: the next run decides again on the fresh stream.
      { onConflict: () => {} },
    );
    if (appended) expired++;
  }
  return { expired };
}

const hawaiiDate = (iso: string, locale: Locale) =>
  new Date(iso).toLocaleDateString(locale === 'ja' ? 'ja-JP' : 'en-US', {
    timeZone: HAWAII_TIME_ZONE,
    weekday: 'long',
    month: 'long',
    day: 'numeric',
  });

/**
 * Mails each seller whose listing ends within 3 days, once per end date (a renewed listing is reminded
 * again before its new end). The address is the one the listing was made with, read from its stream;
 * the mail is in the language the seller listed in.
 */
export async function remindSellers(
  deps: { db: Kysely<ReadModelTables>; store: EventStore; vault: PersonalDataVault },
  now = new Date(),
  publicUrl = '',
): Promise<{ reminded: number }> {
  let reminded = 0;
  const by = new Date(now.getTime() + RENEWAL_REMINDER_DAYS * 86_400_000);
  for (const listing of await listListingsEndingBy(deps.db, now, by)) {
    const [first] = await deps.store.readStream(listingStreamId(listing.id));
    if (!first || !isEventOf(first, ['marketplace.ListingCreated'])) continue;
    const { sellerPersonId, email } = first.data;
    const to = await deps.vault.decrypt(sellerPersonId, email);
    if (!to) continue; // erased: nobody to remind
    const endsAt = listing.expires_at.toISOString();
    const locale = isLocale(listing.seller_locale) ? listing.seller_locale : 'en';
    const t = translator(locale);
    const [title, date] = [listing.title, hawaiiDate(endsAt, locale)];
    const renewLink = `${publicUrl}${pathInLocale('/board-hub', locale)}?renew=${listing.id}`;
    const { queued } = await queueMail(deps, {
      to,
      subject: t('boardHub.mail.reminder.subject', { title, date }),
      text: [
        t('boardHub.mail.reminder.greeting'),
        '',
        t('boardHub.mail.reminder.endsOn', { title, date }),
        t('boardHub.mail.reminder.renew', { link: renewLink }),
        t('boardHub.mail.reminder.grace', { days: RENEWAL_GRACE_DAYS }),
        '',
        t('boardHub.mail.reminder.sold'),
        '',
        'North Shore Guide',
      ].join('\n'),
      personId: sellerPersonId,
      context: { actor: 'system:listing-expiry', correlationId: crypto.randomUUID() },
      dedupeKey: `listing-ending:${listing.id}:${endsAt}`,
    });
    if (queued) reminded++;
  }
  return { reminded };
}

/** Runs the expiry and the sellers' reminders every 15 minutes. */
export async function startListingExpiry(
  config: Config,
  pool: pg.Pool,
  connection: Redis,
  logger: Logger,
  prefix = 'nsg',
) {
  const store = createEventStore(config, pool);
  const deps = { db: createDb<ReadModelTables>(pool), store, vault: createPersonalDataVault(pool) };
  const queue = new Queue(MARKETPLACE_QUEUE, { connection, prefix });
  await keepJobScheduler(
    queue,
    connection,
    'expire-listings',
    { every: 15 * 60 * 1000 },
    { name: 'expire-listings' },
  );
  const worker = new Worker(
    MARKETPLACE_QUEUE,
    tracedJob(MARKETPLACE_QUEUE, async () => ({
      ...(await expireDueListings(deps)),
      ...(await remindSellers(deps, new Date(), config.PUBLIC_URL ?? '')),
    })),
    { connection, prefix, metrics: WORKER_METRICS },
  );
  worker.on('failed', (job, error) =>
    logger.error('marketplace job failed', { job: job?.name, error: String(error) }),
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
