import { Box } from '@mantine/core';
import { Suspense, type ReactNode } from 'react';
import { LiveWhenNear } from '../../lib/live-when-near.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

/**
 * Header, main landmark and footer around every page. The main area is at least a screen tall, so the
 * footer starts below the first screen: pages fill in as their data arrives, and a footer on screen would
 * be pushed down each time (the layout shift Lighthouse counted on beach and business pages).
 * Header and footer are Suspense boundaries of their own: taking over a page the server drew, React hydrates
 * each in a pass of its own that yields to the browser, not inside the first one (see HomeSection). The
 * footer, below the first screen, is left as drawn until the visitor comes near it.
 */
export function PageFrame({ children }: { children: ReactNode }) {
  return (
    <Box display="flex" style={{ flexDirection: 'column' }}>
      <Suspense>
        <SiteHeader />
      </Suspense>
      <Box component="main" id="main-content" tabIndex={-1} mih="100vh" style={{ outline: 'none' }}>
        {children}
      </Box>
      <Suspense>
        <LiveWhenNear id="site-footer">
          <SiteFooter />
        </LiveWhenNear>
      </Suspense>
    </Box>
  );
}
