import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { use } from 'react';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { WebSocketServer } from 'ws';
import { LiveStatusContext, LiveUpdatesProvider, useLiveStatus } from './live-updates-provider.tsx';

let server: WebSocketServer;
let url: string;

beforeEach(async () => {
  server = new WebSocketServer({ port: 0, host: '127.0.0.1', path: '/api/live' });
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const address = server.address();
  if (typeof address === 'string' || address === null) throw new Error('no port');
  url = `ws://127.0.0.1:${address.port}/api/live`;
});

afterEach(async () => {
  for (const client of server.clients) client.terminate();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const contextValues = new Set<unknown>();

function StatusLine() {
  contextValues.add(use(LiveStatusContext));
  return <p>live: {useLiveStatus()}</p>;
}

// React hydrates a server-drawn page section by section; a new value of a context above the sections makes
// it hydrate every section not yet hydrated at once (on the home page, a task of seconds on a phone when the
// socket opened). The status reaches its readers, and the context's value stays the same.
it('tells its readers the socket is open without a new value in the context above the page', async () => {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <LiveUpdatesProvider url={url}>
        <StatusLine />
      </LiveUpdatesProvider>
    </QueryClientProvider>,
  );

  await waitFor(() => expect(screen.getByText('live: open')).toBeTruthy());
  expect(contextValues.size).toBe(1);
});
