import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import type { FirstScreenData } from '@nsg/domain/shared/first-screen-data.ts';
import { localeOfPath } from '@nsg/domain/shared/locales.ts';
import { AppProviders } from '../app/providers.tsx';
import { createQueryClient } from '../app/query-client.ts';
import { createAppRouter } from '../app/router.ts';
import { seedFirstScreenData } from '../app/first-screen-data.ts';
import { drawFirstScreenAt } from '../lib/first-screen-time.ts';
import { phaseVariables, sunTimesAt, timePhaseAt } from '../lib/time-phase/time-phase.ts';
import { ensureMessagesFor, loadMessages } from '../i18n/i18n-provider.tsx';

/**
 * The page at `pathname` as the browser first draws it, before any data has come: HTML for `#root`, so a
 * phone paints the page while the app's code is still on its way. Only for pages that need no data to
 * render but what `data` brings (the server picks them). The app hydrates it (main.tsx): it must come out exactly as the browser's
 * own first render, so nothing it draws may read the browser or the data.
 */
export async function renderFirstScreen(pathname: string, at: Date, data: FirstScreenData): Promise<string> {
  const locale = localeOfPath(pathname);
  // The router's base path /ja matches /ja/ and below.
  const url = pathname === '/ja' ? '/ja/' : pathname;
  const [messages] = await Promise.all([loadMessages(locale), ensureMessagesFor(url, locale)]);
  const queryClient = createQueryClient();
  seedFirstScreenData(queryClient, data);
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [url] }), locale);
  await router.load();
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
  return html.replace(/<title>[^<]*<\/title>|<meta [^>]*>|<script[^>]*>[^]*?<\/script>/g, '');
}

/**
 * The `<html>` attributes of a page drawn at `at`: its phase of the day and the phase's colours, so that the
 * header and hero paint in them from the first paint (the app then finds them set: use-time-phase.ts).
 */
export function documentAttributesAt(at: Date): string {
  const phase = timePhaseAt(at, sunTimesAt(at));
  const style = Object.entries(phaseVariables(phase))
    .map(([name, value]) => `${name}: ${value}`)
    .join('; ');
  return ` data-phase="${phase}" style="${style}"`;
}

/** The app's route table as paths such as `/beach/$id`: the server answers 404 for a path outside it. */
export function pagePaths(): string[] {
  return Object.keys(createAppRouter(createQueryClient()).routesByPath);
}
