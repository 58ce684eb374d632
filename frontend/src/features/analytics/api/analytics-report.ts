import { queryOptions } from '@tanstack/react-query';
import type { AnalyticsProgress, AnalyticsReport, Dimension } from '@nsg/domain/analytics/analytics-query.ts';
import { apiFetch, errorFromResponse } from '../../../lib/api-fetch.ts';

export { dimensions as DIMENSIONS } from '@nsg/domain/analytics/analytics-query.ts';
export type {
  AnalyticsMeasures,
  AnalyticsProgress,
  AnalyticsReport,
  AnalyticsRow,
  CampaignDelta,
  Dimension,
} from '@nsg/domain/analytics/analytics-query.ts';

export interface AnalyticsQuery {
  from: string;
  to: string;
  groupBy: Dimension[];
  rules: 'recorded' | number;
  compareRules?: number;
  asOfTime?: string;
  asOfPosition?: string;
}

export interface RuleVersion {
  version: number;
  summary: string;
}

/** One line of the report's stream: progress while the log is replayed, then the report or an error. */
type ReportLine =
  | { progress: AnalyticsProgress }
  | { report: AnalyticsReport }
  | { error: { error: string; message: string } };

export const ruleVersionsQueryOptions = (locale: string) =>
  queryOptions({
    queryKey: ['analytics', 'rule-versions', locale],
    queryFn: () =>
      apiFetch<{ current: number; versions: RuleVersion[] }>(`/api/analytics/rule-versions?lang=${locale}`),
    staleTime: Infinity,
  });

export function reportSearch(query: AnalyticsQuery): string {
  const search = new URLSearchParams({ from: query.from, to: query.to, rules: String(query.rules) });
  if (query.groupBy.length > 0) search.set('groupBy', query.groupBy.join(','));
  if (query.compareRules !== undefined) search.set('compareRules', String(query.compareRules));
  if (query.asOfTime) search.set('asOfTime', query.asOfTime);
  if (query.asOfPosition) search.set('asOfPosition', query.asOfPosition);
  return search.toString();
}

/** The raw events of the range as a Parquet file, for notebooks. */
export const parquetExportUrl = (from: string, to: string) =>
  `/api/analytics/export?${new URLSearchParams({ from, to }).toString()}`;

/**
 * Runs a report: the server streams progress lines while it replays the log, then the report. Aborting
 * `signal` closes the connection, which stops the replay on the server.
 */
export async function runReport(
  query: AnalyticsQuery,
  options: { signal: AbortSignal; onProgress: (progress: AnalyticsProgress) => void },
): Promise<AnalyticsReport> {
  const response = await fetch(`/api/analytics/report?${reportSearch(query)}`, {
    credentials: 'include',
    headers: { Accept: 'application/x-ndjson' },
    signal: options.signal,
  });
  if (!response.ok || !response.body) throw await errorFromResponse(response);
  for await (const line of ndjsonLines(response.body)) {
    const parsed = JSON.parse(line) as ReportLine;
    if ('progress' in parsed) options.onProgress(parsed.progress);
    else if ('report' in parsed) return parsed.report;
    else throw new Error(parsed.error.message);
  }
  throw new Error('The report ended before its result');
}

async function* ndjsonLines(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const reader = body
    .pipeThrough<string>(new TextDecoderStream() as ReadableWritablePair<string, Uint8Array>)
    .getReader();
  let buffered = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffered += value;
    const lines = buffered.split('\n');
    buffered = lines.pop()!;
    for (const line of lines) if (line.trim()) yield line;
  }
  if (buffered.trim()) yield buffered;
}
