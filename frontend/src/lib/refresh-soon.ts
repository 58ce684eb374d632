import type { QueryClient } from '@tanstack/react-query';

/**
 * The API answers a write before its read model has caught up (usually within a few hundred ms):
 * refetch now and a few times shortly after, so the change shows without a reload.
 */
export function refreshSoon(queryClient: QueryClient, queryKey: readonly unknown[]) {
  for (const delay of [0, 400, 1200, 3000]) {
    setTimeout(() => void queryClient.invalidateQueries({ queryKey }), delay);
  }
}
