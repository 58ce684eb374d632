import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, HeadContent, Outlet } from '@tanstack/react-router';
import { PageFrame } from '../components/layout/page-frame.tsx';
import { NotFoundPage } from '../components/not-found-page.tsx';
import { RouteError } from '../components/route-error.tsx';
import { TimePhaseProvider } from '../features/theme/time-phase-provider.tsx';

export interface RouterContext {
  queryClient: QueryClient;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  head: () => ({ meta: [{ title: 'North Shore Guide' }] }),
  component: RootLayout,
  notFoundComponent: NotFoundPage,
  errorComponent: RouteError,
});

function RootLayout() {
  return (
    <TimePhaseProvider>
      <PageFrame>
        <HeadContent />
        <Outlet />
      </PageFrame>
    </TimePhaseProvider>
  );
}
