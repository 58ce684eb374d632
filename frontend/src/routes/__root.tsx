import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, HeadContent, Outlet } from '@tanstack/react-router';
import { PageFrame } from '../app/layout/page-frame.tsx';
import { NotFoundPage } from '../components/not-found-page.tsx';
import { RouteError } from '../components/route-error.tsx';
import { useEffect } from 'react';
import { OfflineBanner } from '../features/offline/components/offline-banner.tsx';
import { registerServiceWorker } from '../lib/register-service-worker.ts';
import { TimePhaseProvider } from '../features/theme/time-phase-provider.tsx';
import { ensureMessagesFor } from '../i18n/i18n-provider.tsx';

export interface RouterContext {
  queryClient: QueryClient;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  head: () => ({ meta: [{ title: 'North Shore Guide' }] }),
  // Pages after the first screens (and the portal) bring their messages before they render.
  beforeLoad: ({ location }) => ensureMessagesFor(location.pathname),
  component: RootLayout,
  notFoundComponent: NotFoundPage,
  errorComponent: RouteError,
});

/** Every page registers the offline worker, so the guide works offline whichever page was opened first. */
function RootLayout() {
  useEffect(() => {
    registerServiceWorker();
  }, []);
  return (
    <TimePhaseProvider>
      <PageFrame>
        <HeadContent />
        <OfflineBanner />
        <Outlet />
      </PageFrame>
    </TimePhaseProvider>
  );
}
