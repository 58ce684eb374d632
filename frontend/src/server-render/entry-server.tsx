import { dehydrate, type DehydratedState } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { localeOfPath } from '@nsg/domain/shared/locales.ts';
import { AppProviders } from '../app/providers.tsx';
import { createQueryClient } from '../app/query-client.ts';
import { createAppRouter } from '../app/router.ts';
import { drawFirstScreenAt } from '../features/theme/first-screen-time.ts';
import { ensureMessagesFor, loadMessages } from '../i18n/i18n-provider.tsx';
import { setApiFetcher, type ApiFetcher } from '../lib/api-fetch.ts';

export interface FirstScreenDrawing {
  /** HTML for `#root`. */
  html: string;
  /** The API answers the page was drawn with, for the app to take over with the same (react-query's). */
  data: DehydratedState;
}

/**
 * The page at `pathname` as the browser first draws it: HTML for `#root`, so a phone paints the page while
 * the app's code is still on its way. The route's data comes from the API's own routes (`fetchApi`); what the
 * page asks for after its first render is drawn as loading, as in the browser. The app hydrates it (main.tsx,
 * app.tsx) with the same data: it must come out exactly as the browser's own first render, so nothing it
 * draws may read the browser. Null when the page could not be drawn whole (its data missing or failing).
 */
export async function renderFirstScreen(
  pathname: string,
  at: Date,
  fetchApi: ApiFetcher,
): Promise<FirstScreenDrawing | null> {
  setApiFetcher(fetchApi);
  const locale = localeOfPath(pathname);
  // The router's base path /ja matches /ja/ and below.
  const url = pathname === '/ja' ? '/ja/' : pathname;
  const [messages] = await Promise.all([loadMessages(locale), ensureMessagesFor(url, locale)]);
  const queryClient = createQueryClient({ mobile: false });
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [url] }), locale);
  await router.load();
  if (router.state.matches.some((match) => match.status !== 'success')) return null;
  // What the route's loader asked for without waiting (a beach's reviews) is drawn too, once it is in.
  await Promise.allSettled(
    queryClient
      .getQueryCache()
      .findAll({ fetchStatus: 'fetching' })
      .map((query) => query.promise),
  );
  // The page shows the time `at`; the browser draws its first render at that time too (app.tsx).
  drawFirstScreenAt(at);
  let html: string;
  try {
    html = renderToString(
      <AppProviders queryClient={queryClient} messages={messages}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
  } finally {
    drawFirstScreenAt(undefined);
  }
  // The page's <title> and meta go in the document's head, which the server writes itself; the router's
  // scroll script would not run under our Content-Security-Policy (the app restores scroll itself).
  return {
    html: html.replace(/<title>[^<]*<\/title>|<meta [^>]*>|<script[^>]*>[^]*?<\/script>/g, ''),
    data: dehydrate(queryClient),
  };
}
