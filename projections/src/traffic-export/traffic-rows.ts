import { dateValue, timestampTZValue, type DuckDBAppender } from '@duckdb/node-api';
import type { AdTrafficEvent } from '@nsg/domain/advertising/ad-traffic.ts';
import type { RecordedStoredEvent } from '@nsg/domain/stored-events.ts';

export interface Pseudonyms {
  visitor: (visitorId: string) => string;
  device: (deviceKey: string) => string;
  network: (networkKey: string) => string;
}

/** The export's words for each kind: files already handed to analysts say `image_view`. */
const PARQUET_KIND = {
  'advertising.AdImpressionRecorded': 'impression',
  'advertising.AdImageViewed': 'image_view',
  'advertising.AdClickRecorded': 'click',
} as const satisfies Record<AdTrafficEvent['type'], string>;

/** The Parquet file's columns, in the order rows are appended. */
export const TRAFFIC_COLUMNS = [
  'event_id varchar not null',
  'global_position bigint not null',
  'log_position varchar not null',
  'event_type varchar not null',
  'recorded_at timestamptz not null',
  'hawaii_day date not null',
  'hawaii_hour tinyint not null',
  'ad_id varchar not null',
  'campaign_id varchar not null',
  'advertiser_id varchar not null',
  'image_url varchar',
  'page_url varchar not null',
  'language varchar not null',
  'device_type varchar not null',
  'counted boolean not null',
  'flag varchar',
  'rule_version integer not null',
  'referrer varchar',
  'visitor_pseudonym varchar',
  'device_pseudonym varchar',
  'network_pseudonym varchar',
  'user_agent varchar',
  'serve_check varchar',
  'cookie varchar',
  'visitor_erased boolean not null',
];

/** What the counting rule was given, recorded on events since rule inputs were kept (null before). */
interface RuleInputs {
  userAgent: string;
  serve: string;
  cookie: string;
  deviceKey: string;
  networkKey: string;
}
const inputsOf = (data: object): RuleInputs | null =>
  ((data as { inputs?: RuleInputs | null }).inputs ?? null) as RuleInputs | null;

const HOUR_MS = 3600_000;
const DAY_MS = 24 * HOUR_MS;

/** `/ja` and the pages under it are the Japanese guide; a full URL is read by its path. */
export function languageOf(pageUrl: string): 'ja' | 'en' {
  let pathname: string;
  try {
    pathname = new URL(pageUrl, 'https://guide.invalid').pathname;
  } catch {
    return 'en';
  }
  return pathname === '/ja' || pathname.startsWith('/ja/') ? 'ja' : 'en';
}

const varcharOrNull = (appender: DuckDBAppender, value: string | null | undefined) =>
  value === null || value === undefined ? appender.appendNull() : appender.appendVarchar(value);

export function appendTrafficRow(
  appender: DuckDBAppender,
  event: RecordedStoredEvent<AdTrafficEvent['type']>,
  day: string,
  pseudonyms: Pseudonyms,
) {
  const t = event.data;
  const at = Date.parse(t.at);
  const inputs = inputsOf(t);
  appender.appendVarchar(event.eventId);
  appender.appendBigInt(event.globalPosition);
  appender.appendVarchar(`${event.logPosition.commit}-${event.logPosition.prepare}`);
  appender.appendVarchar(PARQUET_KIND[event.type]);
  appender.appendTimestampTZ(timestampTZValue(BigInt(at) * 1000n));
  appender.appendDate(dateValue(Math.floor(Date.parse(day) / DAY_MS)));
  appender.appendTinyInt(new Date(at - 10 * HOUR_MS).getUTCHours());
  appender.appendVarchar(t.adId);
  appender.appendVarchar(t.campaignId);
  appender.appendVarchar(t.advertiserId);
  varcharOrNull(appender, t.imageUrl);
  appender.appendVarchar(t.pageUrl);
  appender.appendVarchar(languageOf(t.pageUrl));
  appender.appendVarchar(t.deviceType);
  appender.appendBoolean(t.flag === null);
  varcharOrNull(appender, t.flag);
  appender.appendInteger(t.ruleVersion);
  varcharOrNull(appender, event.type === 'advertising.AdClickRecorded' ? event.data.referrer : null);
  appender.appendVarchar(pseudonyms.visitor(t.visitorId));
  varcharOrNull(appender, inputs && pseudonyms.device(inputs.deviceKey));
  varcharOrNull(appender, inputs && pseudonyms.network(inputs.networkKey));
  varcharOrNull(appender, inputs?.userAgent);
  varcharOrNull(appender, inputs?.serve);
  varcharOrNull(appender, inputs?.cookie);
  appender.appendBoolean(false);
  appender.endRow();
}
