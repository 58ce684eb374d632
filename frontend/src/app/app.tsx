import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './global.css';
import { RouterProvider } from '@tanstack/react-router';
import { localeOfPath } from '@nsg/domain/shared/locales.ts';
import { ensurePageMessages, loadMessages, needsPageMessages } from '../i18n/i18n-provider.tsx';
import { AppProviders } from './providers.tsx';
import { createQueryClient } from './query-client.ts';
import { createAppRouter } from './router.ts';

// The language is the URL's (/ja/...): the server has already redirected by saved choice or Accept-Language.
const locale = localeOfPath(window.location.pathname);
const [messages] = await Promise.all([
  loadMessages(locale),
  needsPageMessages(window.location.pathname) ? ensurePageMessages(locale) : undefined,
]);
document.documentElement.lang = locale;
const queryClient = createQueryClient();
const router = createAppRouter(queryClient, undefined, locale);

export function App() {
  return (
    <AppProviders queryClient={queryClient} messages={messages}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
