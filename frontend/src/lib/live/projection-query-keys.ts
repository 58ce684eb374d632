import type { QueryKey } from '@tanstack/react-query';
import { allQueryFeeds, queryKeysFedBy } from '@nsg/domain/shared/query-feeds.ts';

/** What the server pushes on /api/live after a projection commits. */
export interface ReadModelChanged {
  type: 'readmodel_changed';
  projection: string;
  ids: string[];
}

/**
 * Query-key prefixes to invalidate when a projection changes: the groups of queries it feeds, as the API
 * routes behind them declare (`READS`). A projection that feeds no group invalidates the key named after it.
 */
export function queryKeysForProjection(projection: string): readonly QueryKey[] {
  const keys = queryKeysFedBy(projection);
  return keys.length > 0 ? keys : [[projection]];
}

/** Every query a live change can make stale: after a gap in the connection, all of them may be. */
export const allLiveQueryKeys: readonly QueryKey[] = allQueryFeeds.map((group) => group.queryKey);

/** Sent after the server lost and regained its feed of changes: some may have been missed. */
export interface Resync {
  type: 'resync';
}

export function parseLiveMessage(data: unknown): ReadModelChanged | Resync | null {
  if (typeof data !== 'string') return null;
  try {
    const message: unknown = JSON.parse(data);
    if (message === null || typeof message !== 'object') return null;
    const { type, projection, ids } = message as Record<string, unknown>;
    if (type === 'resync') return { type };
    if (type !== 'readmodel_changed' || typeof projection !== 'string' || !projection) return null;
    return {
      type,
      projection,
      ids: Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [],
    };
  } catch {
    return null;
  }
}
