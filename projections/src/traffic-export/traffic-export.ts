import { createHmac, createSecretKey, randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DuckDBInstance, type DuckDBAppender, type DuckDBConnection } from '@duckdb/node-api';
import { isEventOf } from '@nsg/domain/stored-events.ts';
import { hawaiiDay } from '@nsg/domain/advertising/pricing.ts';
import type { RecordedEvent } from '@nsg/domain/shared/events.ts';
import type { EventStore } from '@nsg/platform/event-store/event-store.ts';
import { readStoredEvent } from '@nsg/platform/event-store/stored-event-schemas.ts';
import { erasedVisitorTracker } from './erased-visitors.ts';
import { appendTrafficRow, TRAFFIC_COLUMNS, type Pseudonyms } from './traffic-rows.ts';
import { trafficTypes } from '../traffic-facts/fact-judging.ts';

export interface TrafficExportRange {
  /** Hawaii days, inclusive (YYYY-MM-DD). */
  from: string;
  to: string;
}

export interface TrafficExportResult {
  rows: number;
  /** Events of visitors linked to an erased person: exported without their keys. */
  erasedRows: number;
  eventsRead: number;
}

const PAGE = 1000;

/**
 * Writes the ad traffic events (impressions, image views, clicks) recorded on the range's Hawaii days to a
 * Parquet file, one row per event. Nothing names a person: visitor, device and network keys become
 * pseudonyms keyed by a secret made for this export and then dropped, so two exports cannot be joined on
 * them; the events of visitors linked to an erased person keep none. DuckDB writes the file, from a
 * database that spills to disk, so the log is read in pages and never held in memory.
 */
export async function exportAdTraffic(
  store: EventStore,
  range: TrafficExportRange,
  outFile: string,
  options: { signal?: AbortSignal } = {},
): Promise<TrafficExportResult> {
  const workDir = await mkdtemp(path.join(tmpdir(), 'nsg-traffic-export-'));
  const instance = await DuckDBInstance.create(path.join(workDir, 'export.duckdb'), { threads: '2' });
  const connection = await instance.connect();
  try {
    await connection.run(`create table ad_traffic (${TRAFFIC_COLUMNS.join(', ')})`);
    const pseudonyms = newPseudonyms();
    const erased = erasedVisitorTracker();
    const appender = await connection.createAppender('ad_traffic');
    const eventsRead = await appendRange(store, range, { appender, pseudonyms, erased }, options.signal);
    appender.closeSync();
    const erasedRows = await dropErasedKeys(connection, erased.visitorIds().map(pseudonyms.visitor));
    const rows = await countRows(connection);
    await copyToParquet(connection, outFile);
    return { rows, erasedRows, eventsRead };
  } finally {
    connection.closeSync();
    instance.closeSync();
    await rm(workDir, { recursive: true, force: true });
  }
}

function newPseudonyms(): Pseudonyms {
  const secret = createSecretKey(randomBytes(32));
  const keyed = (kind: string) => {
    // Visitors come back many times in a range: each key is hashed once per export.
    const known = new Map<string, string>();
    return (value: string) => {
      let pseudonym = known.get(value);
      if (pseudonym === undefined) {
        pseudonym = createHmac('sha256', secret).update(`${kind}:${value}`).digest('base64url').slice(0, 22);
        known.set(value, pseudonym);
      }
      return pseudonym;
    };
  };
  return { visitor: keyed('visitor'), device: keyed('device'), network: keyed('network') };
}

interface Sinks {
  appender: DuckDBAppender;
  pseudonyms: Pseudonyms;
  erased: ReturnType<typeof erasedVisitorTracker>;
}

async function appendRange(
  store: EventStore,
  range: TrafficExportRange,
  sinks: Sinks,
  signal: AbortSignal | undefined,
): Promise<number> {
  let from: RecordedEvent['logPosition'] | 'start' = 'start';
  let read = 0;
  for (;;) {
    signal?.throwIfAborted();
    const page = await store.readAll({ from, limit: PAGE });
    if (page.length === 0) return read;
    from = page[page.length - 1]!.logPosition;
    read += page.length;
    for (const recorded of page) appendEvent(readStoredEvent(recorded), range, sinks);
  }
}

function appendEvent(event: RecordedEvent, range: TrafficExportRange, sinks: Sinks) {
  if (!isEventOf(event, trafficTypes)) return sinks.erased.see(event);
  const day = hawaiiDay(event.data.at);
  if (day < range.from || day > range.to) return;
  appendTrafficRow(sinks.appender, event, day, sinks.pseudonyms);
}

/** The events of erased people keep no key that could single them out, and no browser string. */
async function dropErasedKeys(connection: DuckDBConnection, visitorPseudonyms: string[]): Promise<number> {
  if (visitorPseudonyms.length === 0) return 0;
  await connection.run('create table erased_visitors (visitor_pseudonym varchar)');
  const appender = await connection.createAppender('erased_visitors');
  for (const pseudonym of visitorPseudonyms) {
    appender.appendVarchar(pseudonym);
    appender.endRow();
  }
  appender.closeSync();
  const result = await connection.run(
    `update ad_traffic set visitor_pseudonym = null, device_pseudonym = null, network_pseudonym = null,
       user_agent = null, visitor_erased = true
     where visitor_pseudonym in (select visitor_pseudonym from erased_visitors)`,
  );
  return result.rowsChanged;
}

async function countRows(connection: DuckDBConnection): Promise<number> {
  const result = await connection.runAndReadAll('select count(*)::integer as rows from ad_traffic');
  return result.getRowObjects()[0]!.rows as number;
}

async function copyToParquet(connection: DuckDBConnection, outFile: string) {
  const quoted = outFile.replaceAll("'", "''");
  await connection.run(
    `copy (select * from ad_traffic order by global_position) to '${quoted}' (format parquet, compression zstd)`,
  );
}
