import type { Config } from './config.ts';

export type ProcessKind = 'api' | 'projections' | 'workers';

/** The application_name each process's connections carry in pg_stat_activity. */
export const APPLICATION_NAMES: Record<ProcessKind, string> = {
  api: 'nsg-api',
  projections: 'nsg-projections',
  workers: 'nsg-workers',
};

/**
 * The LISTEN connections a process may open beside its pool, one per notification channel it follows:
 * an API follows the log (its event store and its reactors) and `readmodel_changed` (the live hub and
 * read-your-writes); a runner follows the log (its runner and its event store).
 */
export const LISTEN_CONNECTIONS: Record<ProcessKind, number> = { api: 3, projections: 2, workers: 1 };

export const poolSizeOf = (config: Config, kind: ProcessKind): number =>
  ({
    api: config.API_DB_POOL_SIZE,
    projections: config.PROJECTIONS_DB_POOL_SIZE,
    workers: config.WORKERS_DB_POOL_SIZE,
  })[kind];

/** The most Postgres connections one process of this kind opens: its pool and its LISTEN connections. */
export const connectionsOf = (config: Config, kind: ProcessKind): number =>
  poolSizeOf(config, kind) + LISTEN_CONNECTIONS[kind];

/** The most connections a deployment of so many processes of each kind opens. */
export function deploymentConnections(config: Config, processes: Record<ProcessKind, number>): number {
  return (Object.keys(processes) as ProcessKind[]).reduce(
    (sum, kind) => sum + processes[kind] * connectionsOf(config, kind),
    0,
  );
}
