import { render } from '@testing-library/react';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { AppProviders } from '../app/providers.tsx';
import { createQueryClient } from '../app/query-client.ts';
import { createAppRouter } from '../app/router.ts';
import type { Messages } from '../i18n/i18n-provider.tsx';
import { catalogues } from '@nsg/domain/i18n/translate.ts';

const MESSAGES: Record<'en' | 'ja', Messages> = {
  en: { locale: 'en', catalogue: catalogues.en },
  ja: { locale: 'ja', catalogue: catalogues.ja },
};

/**
 * Renders inside the app's real providers with a fresh query client that does not retry, in a language
 * or with a catalogue of the test's own.
 */
export function renderWithProviders(ui: ReactElement, language: 'en' | 'ja' | Messages = 'en') {
  const queryClient = createQueryClient({ mobile: false });
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  return {
    queryClient,
    ...render(
      <AppProviders
        queryClient={queryClient}
        messages={typeof language === 'string' ? MESSAGES[language] : language}
      >
        {ui}
      </AppProviders>,
    ),
  };
}

/** Renders the whole app (router, layout, routes) at `path` with an in-memory history. */
export function renderApp(path: string) {
  const queryClient = createQueryClient({ mobile: false });
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }));
  return {
    router,
    queryClient,
    ...render(
      <AppProviders queryClient={queryClient} messages={MESSAGES.en}>
        <RouterProvider router={router} />
      </AppProviders>,
    ),
  };
}
