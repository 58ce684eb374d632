import type { Kysely } from 'kysely';
import { HEADER_IMAGE_ORDER_STREAM } from '@nsg/domain/catalog/header-image.ts';
import { CATALOG_KINDS, type CatalogKind } from '@nsg/projections/audit/catalog-targets.ts';
import type { ReadModelTables } from '@nsg/projections/read-model-tables.ts';

type Db = Kysely<ReadModelTables>;

/** The status a stream is in after each event type, where the event says it only by its type. */
const STATUS_AFTER: Record<string, string> = {
  'advertising.CampaignCreated': 'pending',
  'advertising.CampaignActivated': 'active',
  'advertising.CampaignResumed': 'active',
  'advertising.CampaignPaused': 'paused',
  'advertising.CampaignRejected': 'rejected',
  'advertising.CampaignExpired': 'expired',
  'advertising.CampaignRefunded': 'refunded',
  'advertising.AdCreated': 'pending',
  'advertising.AdUpdated': 'pending',
  'advertising.AdApproved': 'approved',
  'advertising.AdRejected': 'rejected',
  'marketplace.ListingCreated': 'active',
  'marketplace.ListingRenewed': 'active',
  'marketplace.ListingMarkedSold': 'sold',
  'marketplace.ListingExpired': 'expired',
  'marketplace.ListingRemoved': 'removed',
  'calendar.EventSubmitted': 'pending',
  'calendar.EventApproved': 'approved',
  'calendar.EventRejected': 'rejected',
  'catalog.LocalTipSuggested': 'pending',
  'catalog.LocalTipVerified': 'verified',
  'catalog.LocalTipRejected': 'rejected',
  'catalog.BusinessRequested': 'pending',
  'catalog.BusinessRequestApproved': 'approved',
  'catalog.BusinessRequestRejected': 'rejected',
  'catalog.BusinessAdded': 'active',
  'catalog.BusinessRetired': 'retired',
  'eco.RewardAdded': 'active',
  'eco.RewardRetired': 'retired',
  'eco.ChallengeAdded': 'active',
  'eco.ChallengeRetired': 'retired',
  'eco.CategoryAdded': 'active',
  'eco.CategoryRetired': 'retired',
  'catalog.BeachAdded': 'active',
  'catalog.BeachRetired': 'retired',
  'catalog.ProductAdded': 'active',
  'catalog.ProductRetired': 'retired',
  'catalog.HeaderImageAdded': 'active',
  'catalog.HeaderImageRetired': 'retired',
};

/** Fields an admin follows from one event to the next; personal data is encrypted and never among them. */
const TRACKED_FIELDS = [
  'status',
  'name',
  'title',
  'description',
  'images',
  'imageRotationEnabled',
  'imageRotationInterval',
  'startDate',
  'endDate',
  'placement',
  'budget',
  'linkUrl',
  'businessType',
  'monthlyRate',
  'isActive',
  'reply',
  'featuredUntil',
] as const;

/** Fields an event states for itself alone, shown as "field: value" whenever it carries them. */
const STATED_FIELDS = ['reason', 'note', 'amount'] as const;

/** Streams whose target has a name in the read models: the stream kind and its table. */
const TARGET_KINDS = [
  'advertiser',
  'signin',
  'campaign',
  'ad',
  'advertising_rate',
  'listing',
  'calendar_event',
  'business_request',
] as const;
type TargetKind = (typeof TARGET_KINDS)[number];
const TARGET = new RegExp(`^(${TARGET_KINDS.join('|')})-([0-9a-f-]{36})$`);

/**
 * Catalog entries, whose streams are named by their integer ids: the table each kind's read model is in,
 * and where its name is (a column, or a field of the entry's document), in English and in Japanese.
 */
/** Streams that are one of a kind, by their own name. */
const SINGLE_STREAM_NAMES: Record<string, string> = {
  [HEADER_IMAGE_ORDER_STREAM]: 'Header images of the home page',
};
const CATALOG_TARGET = new RegExp(`^(${Object.keys(CATALOG_KINDS).join('|')})-(\\d{1,9})$`);

/** The language an admin reads the log in: names that have a Japanese version are given in it. */
export type AuditLanguage = 'en' | 'ja';

const parseTarget = (streamId: string) => {
  const match = TARGET.exec(streamId);
  return match ? { kind: match[1] as TargetKind, id: match[2]! } : null;
};
const parseCatalogTarget = (streamId: string) => {
  const match = CATALOG_TARGET.exec(streamId);
  return match ? { kind: match[1] as CatalogKind, id: Number(match[2]) } : null;
};

type Values = Partial<Record<(typeof TRACKED_FIELDS)[number], string>>;

function shown(value: unknown): string | undefined {
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  // An ad's images, by their file names.
  if (Array.isArray(value)) return value.map((item) => String(item).split('/').pop()).join(', ');
  if (typeof value !== 'string') return undefined;
  return value.length > 60 ? `${value.slice(0, 59)}…` : value;
}

/** The tracked values an event states: its data's fields, and the status its type implies. */
function valuesOf(type: string, data: Record<string, unknown> | null): Values {
  const values: Values = {};
  for (const field of TRACKED_FIELDS) {
    const value =
      shown(data?.[field]) ?? (data?.[field] === null && hasPrevious(data, field) ? NONE : undefined);
    if (value !== undefined) values[field] = value;
  }
  const status = STATUS_AFTER[type];
  if (status) values.status = status;
  return values;
}

const NONE = 'none';
const previousKey = (field: string) => `previous${field[0]!.toUpperCase()}${field.slice(1)}`;
const hasPrevious = (data: Record<string, unknown> | null, field: string) =>
  data !== null && previousKey(field) in data;

/** The values an event says a field had before it (`previousFeaturedUntil`), "none" for null. */
function previousValuesOf(data: Record<string, unknown> | null): Values {
  const values: Values = {};
  for (const field of TRACKED_FIELDS) {
    if (hasPrevious(data, field)) values[field] = shown(data![previousKey(field)]) ?? NONE;
  }
  return values;
}

/** "status: pending → active" for each tracked value the event changed from the stream's earlier events. */
function changesBetween(before: Values, after: Values): string[] {
  return TRACKED_FIELDS.flatMap((field) => {
    const [from, to] = [before[field], after[field]];
    return from !== undefined && to !== undefined && from !== to ? [`${field}: ${from} → ${to}`] : [];
  });
}

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** A list of entry ids (an order of header images) as "#2, #1". */
const isIdList = (value: unknown): value is number[] =>
  Array.isArray(value) && value.every((item) => Number.isInteger(item));

const shownOrNone = (value: unknown): string => {
  if (value === '' || value == null || (isIdList(value) && value.length === 0)) return '(none)';
  if (isIdList(value)) return value.map((id) => `#${id}`).join(', ');
  return shown(typeof value === 'object' ? JSON.stringify(value) : value) ?? '…';
};

/** A catalog edit's own account of itself: "phone: (808) 555-0101 → (none)" for each field it changed. */
function editedIn(data: Record<string, unknown> | null): string[] {
  const changes = data?.changes as Record<string, unknown> | undefined;
  const previous = data?.previous as Record<string, unknown> | undefined;
  if (!changes || !previous || typeof changes !== 'object') return [];
  return Object.entries(changes).map(
    ([field, value]) => `${field}: ${shownOrNone(previous[field])} → ${shownOrNone(value)}`,
  );
}

/** "reason: Blurry", "amount: $300.00": what the event says of itself. */
function statedIn(data: Record<string, unknown> | null): string[] {
  return STATED_FIELDS.flatMap((field) => {
    const value = data?.[field];
    if (field === 'amount' && typeof value === 'number') return [`amount: ${dollars.format(value / 100)}`];
    const text = shown(value);
    return text === undefined || text === '' ? [] : [`${field}: ${text}`];
  });
}

/** Ad traffic streams: one event per impression, with nothing an admin follows. */
const isTraffic = (streamId: string) => streamId.startsWith('ad_traffic-');

/** Each entry's changes, folded over its stream's events up to the page's newest entry. */
async function changesOf(db: Db, entries: { position: string; target: string }[]) {
  const streams = [...new Set(entries.map((e) => e.target).filter((target) => !isTraffic(target)))];
  const changes = new Map<string, string[]>();
  if (!streams.length) return changes;
  const newest = entries.reduce((max, e) => (BigInt(e.position) > BigInt(max) ? e.position : max), '0');
  const history = await db
    .selectFrom('audit_log')
    .select(['global_position', 'stream_id', 'type', 'data'])
    .where('stream_id', 'in', streams)
    .where('global_position', '<=', newest)
    .orderBy('global_position')
    .execute();
  const state = new Map<string, Values>();
  for (const event of history) {
    const data = event.data as Record<string, unknown> | null;
    const before = { ...state.get(event.stream_id), ...previousValuesOf(data) };
    const after = valuesOf(event.type, data);
    changes.set(String(event.global_position), [
      ...changesBetween(before, after),
      ...editedIn(data),
      ...statedIn(data),
    ]);
    state.set(event.stream_id, { ...before, ...after });
  }
  return changes;
}

/** What each target is called today: an account's company and name, a campaign's name, an ad's title. */
async function targetNames(db: Db, targets: string[]) {
  const ids: Record<TargetKind, string[]> = {
    advertiser: [],
    signin: [],
    campaign: [],
    ad: [],
    advertising_rate: [],
    listing: [],
    calendar_event: [],
    business_request: [],
  };
  for (const target of targets) {
    const parsed = parseTarget(target);
    if (parsed) ids[parsed.kind].push(parsed.id);
  }
  const accountIds = [...ids.advertiser, ...ids.signin];
  const named = (table: 'campaigns' | 'advertising_rates', list: string[]) =>
    list.length ? db.selectFrom(table).select(['id', 'name']).where('id', 'in', list).execute() : [];
  const [accounts, campaigns, ads, rates, listings, calendarEvents, businessRequests] = await Promise.all([
    accountIds.length
      ? db
          .selectFrom('advertisers')
          .select(['id', 'name', 'company_name'])
          .where('id', 'in', accountIds)
          .execute()
      : [],
    named('campaigns', ids.campaign),
    ids.ad.length
      ? db.selectFrom('ads').select(['id', 'title as name']).where('id', 'in', ids.ad).execute()
      : [],
    named('advertising_rates', ids.advertising_rate),
    ids.listing.length
      ? db.selectFrom('listings').select(['id', 'title as name']).where('id', 'in', ids.listing).execute()
      : [],
    ids.calendar_event.length
      ? db
          .selectFrom('calendar_events')
          .select(['id', 'title as name'])
          .where('id', 'in', ids.calendar_event)
          .execute()
      : [],
    ids.business_request.length
      ? db
          .selectFrom('business_requests')
          .select(['id', 'name'])
          .where('id', 'in', ids.business_request)
          .execute()
      : [],
  ]);
  const names = new Map<string, string>();
  for (const a of accounts)
    names.set(a.id, a.company_name === a.name ? a.name : `${a.company_name} (${a.name})`);
  for (const row of [...campaigns, ...ads, ...rates, ...listings, ...calendarEvents, ...businessRequests])
    names.set(row.id, row.name);
  return names;
}

/** What each catalog entry is called today, by its stream's name ("business-4"), in the admin's language. */
async function catalogNames(db: Db, targets: string[], language: AuditLanguage) {
  const ids: Partial<Record<CatalogKind, number[]>> = {};
  for (const target of targets) {
    const parsed = parseCatalogTarget(target);
    if (parsed) (ids[parsed.kind] ??= []).push(parsed.id);
  }
  const names = new Map<string, string>(
    targets.flatMap((target) => (SINGLE_STREAM_NAMES[target] ? [[target, SINGLE_STREAM_NAMES[target]]] : [])),
  );
  await Promise.all(
    (Object.keys(ids) as CatalogKind[]).map(async (kind) => {
      for (const { id, name } of await catalogEntryNames(db, kind, ids[kind]!, language))
        names.set(`${kind}-${id}`, name);
    }),
  );
  return names;
}

/** The entries' names: the Japanese one where asked for and given, else the English. */
async function catalogEntryNames(db: Db, kind: CatalogKind, ids: number[], language: AuditLanguage) {
  const where = CATALOG_KINDS[kind];
  const japanese = language === 'ja';
  if ('document' in where) {
    const rows = await db.selectFrom(where.table).select(['id', 'document']).where('id', 'in', ids).execute();
    return rows.map(({ id, document }) => {
      const fields = document as Record<string, string | undefined>;
      return { id, name: (japanese && fields[where.document.nameJa]) || fields[where.document.name] || '' };
    });
  }
  const nameJa = 'nameJa' in where && japanese ? where.nameJa : where.name;
  const rows = await db
    .selectFrom(where.table)
    .select((eb) => ['id', eb.fn.coalesce(eb.ref(nameJa), eb.ref(where.name)).as('name')])
    .where('id', 'in', ids)
    .execute();
  return rows as { id: number; name: string }[];
}

/** The eco challenge each eco entry is about, by its title: the stream itself is an anonymous visitor's. */
async function challengeTitles(db: Db, entries: { position: string; target: string }[]) {
  const positions = entries.filter((e) => e.target.startsWith('eco-')).map((e) => e.position);
  const titles = new Map<string, string>();
  if (!positions.length) return titles;
  const rows = await db
    .selectFrom('audit_log')
    .select(['global_position', 'data'])
    .where('global_position', 'in', positions)
    .execute();
  const challengeOf = (data: unknown) => (data as { challengeId?: unknown } | null)?.challengeId;
  const ids = [...new Set(rows.map((row) => challengeOf(row.data)))].filter((id) => typeof id === 'number');
  if (!ids.length) return titles;
  const challenges = await db
    .selectFrom('eco_challenges')
    .select(['id', 'document'])
    .where('id', 'in', ids)
    .execute();
  const titleOf = new Map(challenges.map((c) => [c.id, (c.document as { title: string }).title]));
  for (const row of rows) {
    const title = titleOf.get(challengeOf(row.data) as number);
    if (title) titles.set(String(row.global_position), title);
  }
  return titles;
}

/** Adds each entry's target name (null when it has none) and the changes it made. */
export async function withTargetDetails<Entry extends { position: string; target: string }>(
  db: Db,
  entries: Entry[],
  language: AuditLanguage = 'en',
): Promise<(Entry & { targetName: string | null; changes: string[] })[]> {
  const targets = entries.map((e) => e.target);
  const [names, changes, challenges, catalog] = await Promise.all([
    targetNames(db, targets),
    changesOf(db, entries),
    challengeTitles(db, entries),
    catalogNames(db, targets, language),
  ]);
  return entries.map((entry) => {
    const target = parseTarget(entry.target);
    return {
      ...entry,
      targetName:
        (target && names.get(target.id)) ??
        catalog.get(entry.target) ??
        challenges.get(entry.position) ??
        null,
      changes: changes.get(entry.position) ?? [],
    };
  });
}
