import type { QueryKey } from '@tanstack/react-query';

/** What the server pushes on /api/live after a projection commits. */
export interface ReadModelChanged {
  type: 'readmodel_changed';
  projection: string;
  ids: string[];
}

/**
 * Query-key prefixes to invalidate when a projection changes. Features name their keys
 * `[feature, ...]` (e.g. `['reviews', 'list', {...}]`), so a prefix refreshes every query of that read model.
 * A projection missing here invalidates the key named after it.
 */
export const projectionQueryKeys: Record<string, readonly QueryKey[]> = {
  // Reviews with their moderation state, plus the rating aggregates shown on beaches and businesses.
  reviews: [['reviews'], ['admin', 'reviews'], ['businesses'], ['beaches']],
  catalog: [['beaches'], ['businesses'], ['products'], ['local-tips']],
  'beach-hazards': [['beaches'], ['admin', 'beach-hazards']],
  advertisers: [['advertisers'], ['admin', 'advertisers'], ['me']],
  audit: [['admin', 'audit']],
  campaigns: [['campaigns'], ['admin', 'campaigns']],
  ads: [['ads'], ['admin', 'ads']],
  ad_stats: [['ad-stats']],
  payments: [['payments']],
  // The marketplace projection writes the listings the Board Hub shows.
  marketplace: [['listings']],
  surveys: [['surveys']],
  eco: [['eco'], ['admin', 'eco']],
  mail: [['admin', 'mail']],
};

export function queryKeysForProjection(projection: string): readonly QueryKey[] {
  return projectionQueryKeys[projection] ?? [[projection]];
}

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
