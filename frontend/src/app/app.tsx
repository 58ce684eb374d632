import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './global.css';
import { RouterProvider } from '@tanstack/react-router';
import { localeOfPath } from '@nsg/domain/shared/locales.ts';
import { drawnFirstScreenData, seedFirstScreenData } from './first-screen-data.ts';
import { drawFirstScreenAt } from '../lib/first-screen-time.ts';
import { ensureMessagesFor, loadMessages } from '../i18n/i18n-provider.tsx';
import { LiveUpdatesProvider } from '../lib/live/live-updates-provider.tsx';
import { AppProviders } from './providers.tsx';
import { createQueryClient } from './query-client.ts';
import { createAppRouter } from './router.ts';

// The language is the URL's (/ja/...): the server has already redirected by saved choice or Accept-Language.
const locale = localeOfPath(window.location.pathname);
const [messages] = await Promise.all([
  loadMessages(locale),
  ensureMessagesFor(window.location.pathname, locale),
]);
document.documentElement.lang = locale;
const queryClient = createQueryClient();
// Kept with the page even when another page's first screen is not taken over: offline, it is all there is.
const drawnData = drawnFirstScreenData();
if (drawnData) seedFirstScreenData(queryClient, drawnData);
const drawnRoot = document.getElementById('root')?.dataset;
const overServerHtml = Boolean(drawnRoot?.firstScreen);
const router = createAppRouter(queryClient, undefined, locale, overServerHtml);
// A first screen the server drew is taken over as it is: the route's code loaded first, and the router
// rendering without the Suspense boundaries the server did not draw either (as its own hydration does).
if (overServerHtml) {
  drawFirstScreenAt(new Date(Number(drawnRoot?.drawnAt)));
  await router.load();
  router.ssr = { manifest: undefined };
}

export function App() {
  return (
    <AppProviders queryClient={queryClient} messages={messages}>
      <LiveUpdatesProvider>
        <RouterProvider router={router} />
      </LiveUpdatesProvider>
    </AppProviders>
  );
}
