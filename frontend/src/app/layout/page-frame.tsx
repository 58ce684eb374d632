import { Box } from '@mantine/core';
import type { ReactNode } from 'react';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

/**
 * Header, main landmark and footer around every page. The main area is at least a screen tall, so the
 * footer starts below the first screen: pages fill in as their data arrives, and a footer on screen would
 * be pushed down each time (the layout shift Lighthouse counted on beach and business pages).
 */
export function PageFrame({ children }: { children: ReactNode }) {
  return (
    <Box display="flex" style={{ flexDirection: 'column' }}>
      <SiteHeader />
      <Box component="main" id="main-content" tabIndex={-1} mih="100vh" style={{ outline: 'none' }}>
        {children}
      </Box>
      <SiteFooter />
    </Box>
  );
}
