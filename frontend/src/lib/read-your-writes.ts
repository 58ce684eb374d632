import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { apiFetch, isNotFound } from './api-fetch.ts';

/**
 * Read models follow a command a moment later. After a write the page will read back at once, this reads
 * `path` with the `minPosition` the command answered: the server holds the read until its read models
 * show the write, for a few seconds at most. A read that still finds nothing (a 404) is let be: the page
 * loads what there is and live updates bring the rest. Returns the read, or null after such a 404.
 */
export async function readYourWrite<T>(path: string, position: string): Promise<T | null> {
  try {
    return await apiFetch<T>(withMinPosition(path, position));
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

/** `path` asking the server to wait for `position`; unchanged when the command appended nothing. */
export function withMinPosition(path: string, position: string): string {
  if (!position) return path;
  return `${path}${path.includes('?') ? '&' : '?'}minPosition=${encodeURIComponent(position)}`;
}

export interface WrittenTo {
  /** What the command answered: '' when it appended nothing. */
  position: string;
  /** A read fed by the read models the command changes: it waits until they show the write. */
  readPath: string;
  /** The queries to read again once it has (each a key prefix). */
  queryKeys: readonly QueryKey[];
}

/**
 * The one way a page refreshes after its own write: wait with the command's position until the read
 * models show it, then read the page's queries again. No timers: the server says when it has caught up,
 * and live updates bring what others change.
 */
export async function refreshAfterWrite(
  queryClient: QueryClient,
  { position, readPath, queryKeys }: WrittenTo,
): Promise<void> {
  if (position) await readYourWrite(readPath, position);
  await Promise.all(queryKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
