import { useQuery } from '@tanstack/react-query';
import { createContext, useContext, type ReactNode } from 'react';
import { meQueryOptions } from '../account.ts';
import { useLiveUpdates, type LiveStatus } from './use-live-updates.ts';

const LiveStatusContext = createContext<LiveStatus>('off');

/**
 * The app's one live-updates socket, for every page. It opens again when the signed-in account changes
 * (read from the cache, never fetched here), so the server sends an account's own changes only to it.
 */
export function LiveUpdatesProvider({ children }: { children: ReactNode }) {
  const me = useQuery({ ...meQueryOptions, enabled: false });
  const status = useLiveUpdates({ session: me.data?.id ?? null });
  return <LiveStatusContext value={status}>{children}</LiveStatusContext>;
}

/** Whether live updates are flowing: a page may poll as a fallback while they are not. */
export const useLiveStatus = (): LiveStatus => useContext(LiveStatusContext);
