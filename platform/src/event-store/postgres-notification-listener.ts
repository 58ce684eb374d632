import pg from 'pg';

export const LISTENER_APPLICATION_NAME = 'nsg-event-listener';

/** A process that names its pool names its LISTEN connections after it, so they count as its own. */
function listenerNameOf(pool: pg.Pool): string {
  const { application_name, fallback_application_name } = pool.options;
  const name = application_name ?? process.env.PGAPPNAME ?? fallback_application_name;
  return name ? `${name}-listener` : LISTENER_APPLICATION_NAME;
}

export interface NotificationListener {
  /**
   * Calls `onNotify` with every notification's payload, and with null after every (re)connect (whatever
   * was sent while nobody listened was not heard); returns the unsubscribe.
   */
  add(onNotify: (payload: string | null) => void): () => void;
  /** Whether notifications are being heard right now (the LISTEN connection is up). */
  readonly listening: boolean;
  close(): Promise<void>;
}

const firstRetryMs = 100;
const maxRetryMs = 5_000;

/**
 * One dedicated LISTEN connection shared by all subscriptions of a store: opened for the first
 * listener, closed after the last, reopened with backoff after a connection loss. Notifications only
 * shorten latency (subscribers also poll), so a failure here is never fatal.
 */
export function createNotificationListener(pool: pg.Pool, channel: string): NotificationListener {
  const listeners = new Set<(payload: string | null) => void>();
  let client: pg.Client | null = null;
  let connecting: Promise<void> | undefined;
  let reconnectTimer: NodeJS.Timeout | undefined;
  let failures = 0;
  let closed = false;

  const notifyAll = (payload: string | null) => {
    for (const listener of listeners) listener(payload);
  };
  const wanted = () => !closed && listeners.size > 0;

  function ensureConnected(): void {
    if (!wanted() || client || connecting || reconnectTimer) return;
    connecting = connect().finally(() => {
      connecting = undefined;
    });
  }

  async function connect(): Promise<void> {
    const candidate = new pg.Client({ ...pool.options, application_name: listenerNameOf(pool) });
    let lost = false;
    const onLost = () => {
      if (lost) return;
      lost = true;
      if (client === candidate) client = null;
      candidate.end().catch(() => {});
      scheduleReconnect();
    };
    candidate.on('error', onLost);
    candidate.on('end', onLost);
    candidate.on('notification', (notification) => notifyAll(notification.payload ?? ''));
    try {
      await candidate.connect();
      await candidate.query(`listen ${channel}`);
    } catch {
      onLost();
      return;
    }
    if (lost) return;
    if (!wanted()) {
      await disconnect(candidate);
      return;
    }
    client = candidate;
    failures = 0;
    // Anything appended while nobody was listening is read now rather than at the next poll.
    notifyAll(null);
  }

  function scheduleReconnect(): void {
    if (!wanted() || reconnectTimer) return;
    const delay = Math.min(firstRetryMs * 2 ** failures, maxRetryMs);
    failures++;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined;
      ensureConnected();
    }, delay);
  }

  async function disconnect(target: pg.Client): Promise<void> {
    target.removeAllListeners();
    target.on('error', () => {});
    await target.end().catch(() => {});
  }

  async function stop(): Promise<void> {
    clearTimeout(reconnectTimer);
    reconnectTimer = undefined;
    const current = client;
    client = null;
    if (current) await disconnect(current);
  }

  return {
    add(onNotify) {
      listeners.add(onNotify);
      ensureConnected();
      return () => {
        listeners.delete(onNotify);
        if (listeners.size === 0) void stop();
      };
    },
    get listening() {
      return client !== null;
    },
    async close() {
      closed = true;
      listeners.clear();
      await stop();
      await connecting;
    },
  };
}
