import { Box } from '@mantine/core';
import type { ReactNode } from 'react';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

/** Header, main landmark and footer around every page. */
export function PageFrame({ children }: { children: ReactNode }) {
  return (
    <Box mih="100vh" display="flex" style={{ flexDirection: 'column' }}>
      <SiteHeader />
      <Box component="main" id="main-content" tabIndex={-1} flex={1} style={{ outline: 'none' }}>
        {children}
      </Box>
      <SiteFooter />
    </Box>
  );
}
