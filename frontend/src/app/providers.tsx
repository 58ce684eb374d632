import { MantineProvider, type CSSVariablesResolver } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { ToastsWhenShown } from '../components/toasts/toasts-when-shown.tsx';
import { I18nProvider, type Messages } from '../i18n/i18n-provider.tsx';
import { useT } from '../i18n/use-t.ts';
import { themeWithLabels } from './theme.ts';

export function AppProviders({
  queryClient,
  messages,
  children,
}: {
  queryClient: QueryClient;
  messages: Messages;
  children: ReactNode;
}) {
  return (
    <I18nProvider messages={messages}>
      <LocalizedMantine>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </LocalizedMantine>
    </I18nProvider>
  );
}

function LocalizedMantine({ children }: { children: ReactNode }) {
  const t = useT();
  const closeLabel = t('common.close');
  const theme = useMemo(() => themeWithLabels(closeLabel), [closeLabel]);
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={readableErrors}>
      <ToastsWhenShown />
      {children}
    </MantineProvider>
  );
}

/** Mantine's light error red (red.6) is 3.5:1 on white: field errors need 4.5:1 to be read. */
const readableErrors: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-error': 'var(--mantine-color-red-9)' },
  dark: {},
});
