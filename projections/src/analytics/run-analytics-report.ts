import type { Kysely } from 'kysely';
import type { EventStore } from '@nsg/platform/event-store/event-store.ts';
import type { ReadModelTables } from '../read-model-tables.ts';
import type { AnalyticsProgress, AnalyticsQuery, AnalyticsReport } from './analytics-query.ts';

export interface AnalyticsDeps {
  db: Kysely<ReadModelTables>;
  store: EventStore;
}

export interface AnalyticsRunOptions {
  signal?: AbortSignal;
  onProgress?: (progress: AnalyticsProgress) => void;
}

/**
 * Ad traffic by the query's dimensions, as known at its as-of point, judged by its rules. Throws an error
 * named 'AbortError' once the signal aborts.
 */
export async function runAnalyticsReport(
  deps: AnalyticsDeps,
  query: AnalyticsQuery,
  options: AnalyticsRunOptions = {},
): Promise<AnalyticsReport> {
  options.signal?.throwIfAborted();
  void deps;
  void query;
  throw new Error('runAnalyticsReport is not built yet');
}
