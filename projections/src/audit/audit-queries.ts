import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { ReadModelTables } from '../read-model-tables.ts';
import { catalogIdsNamed, catalogStreamsNamed } from './catalog-targets.ts';

type Db = Kysely<ReadModelTables>;

/** Timeline of streams from the audit log: who did what, when. */
export async function historyOf(db: Db, streamIds: string[]) {
  const rows = await db
    .selectFrom('audit_log')
    .select(['global_position', 'type', 'actor', 'occurred_at'])
    .where('stream_id', 'in', streamIds)
    .orderBy('global_position', 'desc')
    .limit(500)
    .execute();
  // The latest 500, oldest first.
  return rows.reverse().map((row) => ({
    position: row.global_position,
    action: row.type,
    actor: row.actor,
    at: row.occurred_at.toISOString(),
  }));
}

/** Visitors' ad impressions and clicks: many times the volume of everything people do. */
export const TRAFFIC_EVENT_TYPES = [
  'advertising.AdImpressionRecorded',
  'advertising.AdClickRecorded',
  'advertising.AdImageViewed',
];

export interface AuditFilters {
  /** Part of the actor as stored, or as the page shows it (resolved to `actorIds` first). */
  actor?: string;
  /** Actors whose account name or email the typed actor matched. */
  actorIds?: string[];
  target?: string;
  /** Streams whose name the typed target matched. */
  targetIds?: string[];
  /** Eco challenges whose title the typed target matched: visitors' eco entries about them match too. */
  ecoChallengeIds?: number[];
  type?: string;
  from?: string;
  to?: string;
  /** People's actions (default), the ad traffic, the mail sent, or everything. */
  activity: 'people' | 'traffic' | 'mail' | 'all';
  /** Cursor: entries older than this log position (newest first). */
  before?: string;
  limit: number;
}

export async function listAuditLog(db: Db, filters: AuditFilters) {
  let query = db.selectFrom('audit_log').selectAll().orderBy('global_position', 'desc').limit(filters.limit);
  if (filters.before) query = query.where('global_position', '<', filters.before);
  if (filters.activity === 'people')
    query = query.where('type', 'not in', TRAFFIC_EVENT_TYPES).where('type', 'not like', 'mail.%');
  if (filters.activity === 'mail') query = query.where('type', 'like', 'mail.%');
  if (filters.activity === 'traffic') query = query.where('type', 'in', TRAFFIC_EVENT_TYPES);
  if (filters.actor) query = query.where(matching('actor', filters.actor, filters.actorIds));
  if (filters.target)
    query = query.where((eb) =>
      eb.or([
        matching('stream_id', filters.target!, filters.targetIds)(eb),
        ...(filters.ecoChallengeIds?.length ? [aboutEcoChallenges(filters.ecoChallengeIds)(eb)] : []),
      ]),
    );
  // "campaign refunded" finds advertising.CampaignRefunded, as the page writes it.
  if (filters.type) query = query.where('type', 'ilike', `%${escapeLike(filters.type.replace(/\s+/g, ''))}%`);
  if (filters.from) query = query.where('occurred_at', '>=', new Date(`${filters.from}T00:00:00-10:00`));
  if (filters.to)
    query = query.where(
      'occurred_at',
      '<',
      new Date(new Date(`${filters.to}T00:00:00-10:00`).getTime() + 86_400_000),
    );
  const rows = await query.execute();
  return rows.map((row) => ({
    position: row.global_position,
    actor: row.actor,
    action: row.type,
    target: row.stream_id,
    at: row.occurred_at.toISOString(),
  }));
}

/** The column contains the typed text (any case), or is one of the values its name resolved to. */
const matching =
  (column: 'actor' | 'stream_id', typed: string, resolved: string[] = []) =>
  (eb: ExpressionBuilder<ReadModelTables, 'audit_log'>) =>
    eb.or([
      eb(column, 'ilike', `%${escapeLike(typed)}%`),
      ...(resolved.length ? [eb(column, 'in', resolved)] : []),
    ]);

/** A visitor's eco entry (their stream is anonymous) about one of the challenges. */
const aboutEcoChallenges =
  (challengeIds: number[]) => (eb: ExpressionBuilder<ReadModelTables, 'audit_log'>) =>
    eb.and([
      eb('stream_id', 'like', 'eco-%'),
      eb(sql<string>`data->>'challengeId'`, 'in', challengeIds.map(String)),
    ]);

/** Eco challenges whose title (English or Japanese) contains the text. */
export const ecoChallengesNamed = (db: Db, text: string) =>
  catalogIdsNamed(db, 'eco_challenge', `%${escapeLike(text)}%`);

/** Accounts whose name contains the text, or whose email is the text, as audit actors ("advertiser:<id>"). */
export async function actorsNamed(db: Db, text: string, emailLookup: string) {
  const rows = await db
    .selectFrom('advertisers')
    .select(['id', 'role'])
    .where((eb) =>
      eb.or([eb('name', 'ilike', `%${escapeLike(text)}%`), eb('email_lookup', '=', emailLookup)]),
    )
    .limit(200)
    .execute();
  return rows.map((row) => `${row.role}:${row.id}`);
}

/**
 * Streams whose target is called by a name containing the text: accounts, campaigns, ads, rates, listings,
 * calendar events.
 */
export async function streamsNamed(db: Db, text: string) {
  const like = `%${escapeLike(text)}%`;
  const [accounts, campaigns, ads, rates, listings, calendarEvents, requests, catalog] = await Promise.all([
    db
      .selectFrom('advertisers')
      .select('id')
      .where((eb) => eb.or([eb('name', 'ilike', like), eb('company_name', 'ilike', like)]))
      .limit(200)
      .execute(),
    db.selectFrom('campaigns').select('id').where('name', 'ilike', like).limit(200).execute(),
    db.selectFrom('ads').select('id').where('title', 'ilike', like).limit(200).execute(),
    db.selectFrom('advertising_rates').select('id').where('name', 'ilike', like).limit(200).execute(),
    db.selectFrom('listings').select('id').where('title', 'ilike', like).limit(200).execute(),
    db.selectFrom('calendar_events').select('id').where('title', 'ilike', like).limit(200).execute(),
    db.selectFrom('business_requests').select('id').where('name', 'ilike', like).limit(200).execute(),
    catalogStreamsNamed(db, like),
  ]);
  return [
    ...accounts.flatMap(({ id }) => [`advertiser-${id}`, `signin-${id}`]),
    ...campaigns.map(({ id }) => `campaign-${id}`),
    ...ads.map(({ id }) => `ad-${id}`),
    ...rates.map(({ id }) => `advertising_rate-${id}`),
    ...listings.map(({ id }) => `listing-${id}`),
    ...calendarEvents.map(({ id }) => `calendar_event-${id}`),
    ...requests.map(({ id }) => `business_request-${id}`),
    ...catalog,
  ];
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);
