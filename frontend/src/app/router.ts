import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { basepathOf, type Locale } from '@nsg/domain/shared/locales.ts';
import { RouteError } from '../components/route-error.tsx';
import { routeTree } from '../routeTree.gen.ts';

/** How long a page waits for its data before showing its skeleton. */
export const PENDING_MS = 150;

/**
 * `overServerHtml`: the app takes over a first screen the server drew, which the visitor may already have
 * scrolled: the first render leaves the scroll where it is.
 */
export function createAppRouter(
  queryClient: QueryClient,
  history?: RouterHistory,
  locale: Locale = 'en',
  overServerHtml = false,
) {
  let keepScroll = overServerHtml;
  return createRouter({
    routeTree,
    history,
    // Japanese pages live under /ja: every route and link of the app moves with it.
    basepath: basepathOf(locale),
    context: { queryClient },
    defaultPreload: 'intent',
    // React Query decides freshness; the router always asks it.
    defaultPreloadStaleTime: 0,
    defaultPendingMs: PENDING_MS,
    defaultErrorComponent: RouteError,
    scrollRestoration: () => {
      if (!keepScroll) return true;
      keepScroll = false;
      return false;
    },
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
