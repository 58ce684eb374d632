import './mantine-styles.ts';
import '@mantine/notifications/styles.css';
import './global.css';
import { RouterProvider } from '@tanstack/react-router';
import { HAWAII_TIME_ZONE, localeOfPath } from '@nsg/domain/shared/locales.ts';
import { drawnFirstScreenData, seedFirstScreenData } from './first-screen-data.ts';
import { drawFirstScreenAt } from '../lib/first-screen-time.ts';
import { ensureMessagesFor, loadMessages } from '../i18n/i18n-provider.tsx';
import { LiveUpdatesProvider } from '../lib/live/live-updates-provider.tsx';
import { AppProviders } from './providers.tsx';
import { createQueryClient } from './query-client.ts';
import { createAppRouter, PENDING_MS } from './router.ts';

// The language is the URL's (/ja/...): the server has already redirected by saved choice or Accept-Language.
const locale = localeOfPath(window.location.pathname);
const [messages] = await Promise.all([
  loadMessages(locale),
  ensureMessagesFor(window.location.pathname, locale),
]);
document.documentElement.lang = locale;
await warmUpIntl(locale);
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
} else {
  // The page's data, for as long as the router would wait before showing the page's skeleton anyway. Come
  // in time, the page is drawn whole in the first render, which yields to the browser (main.tsx), instead
  // of the frame first and then the page in one task that cannot yield, as the data lands.
  // A page that fails to load says so itself (its route's error component), once rendered.
  const loaded = router.load().catch(() => undefined);
  await Promise.race([loaded, new Promise((resolve) => setTimeout(resolve, PENDING_MS))]);
}

/**
 * The first use of `Intl` loads the browser's locale data (20 ms here, 80 ms at a phone's speed), and the
 * first date in Hawaii time its time zone data. Done in a task of their own, they are not part of the first
 * render's task, which formats the page's dates and numbers.
 */
async function warmUpIntl(locale: string) {
  const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
  await nextTask();
  Intl.NumberFormat.supportedLocalesOf(locale);
  new Intl.DateTimeFormat(locale, { timeZone: HAWAII_TIME_ZONE }).format(0);
  await nextTask();
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
