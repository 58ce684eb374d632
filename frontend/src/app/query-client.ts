import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-fetch.ts';
import { isMobileDevice } from '../lib/device.ts';

/** A client error (other than a timeout or rate limit) will not heal by retrying. */
function isPermanentFailure(error: unknown): boolean {
  const apiError = error instanceof ApiError ? error : error instanceof Error ? error.cause : undefined;
  if (!(apiError instanceof ApiError)) return false;
  return apiError.status >= 400 && apiError.status < 500 && ![408, 429].includes(apiError.status);
}

export function createQueryClient({ mobile = isMobileDevice() }: { mobile?: boolean } = {}): QueryClient {
  const maxRetries = mobile ? 2 : 3;
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        // Try once even when the browser says it is offline: the service worker answers from its cache.
        networkMode: 'offlineFirst',
        staleTime: mobile ? 30_000 : 10_000,
        retry: (failureCount, error) => !isPermanentFailure(error) && failureCount < maxRetries,
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
      },
    },
  });
}
