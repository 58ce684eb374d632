import { useQuery } from '@tanstack/react-query';
import { createContext, use, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { meQueryOptions } from '../account.ts';
import { useLiveUpdates, type LiveStatus } from './use-live-updates.ts';

/** The socket's status, for the few components that read it. */
export interface LiveStatusStore {
  get: () => LiveStatus;
  subscribe: (listener: () => void) => () => void;
  set: (status: LiveStatus) => void;
}

function createLiveStatusStore(): LiveStatusStore {
  let status: LiveStatus = 'off';
  const listeners = new Set<() => void>();
  return {
    get: () => status,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set: (next) => {
      if (next === status) return;
      status = next;
      for (const listener of listeners) listener();
    },
  };
}

/**
 * The context holds a store that never changes, not the status itself: a new context value above a page
 * the server drew makes React hydrate every section not yet hydrated at once, in one long task.
 */
export const LiveStatusContext = createContext<LiveStatusStore>(createLiveStatusStore());

/**
 * The app's one live-updates socket, for every page. It opens again when the signed-in account changes
 * (read from the cache, never fetched here), so the server sends an account's own changes only to it.
 */
export function LiveUpdatesProvider({ url, children }: { url?: string; children: ReactNode }) {
  const [store] = useState(createLiveStatusStore);
  return (
    <LiveStatusContext value={store}>
      <LiveSocket url={url} store={store} />
      {children}
    </LiveStatusContext>
  );
}

function LiveSocket({ url, store }: { url?: string; store: LiveStatusStore }) {
  const me = useQuery({ ...meQueryOptions, enabled: false });
  const status = useLiveUpdates({ session: me.data?.id ?? null, url });
  useEffect(() => {
    store.set(status);
  }, [store, status]);
  return null;
}

/** Whether live updates are flowing: a page may poll as a fallback while they are not. */
export function useLiveStatus(): LiveStatus {
  const store = use(LiveStatusContext);
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
