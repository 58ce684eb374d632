import { Gauge, type Registry } from 'prom-client';
import { allProjections } from '@nsg/projections/all-projections.ts';
import { readCheckpoints } from '@nsg/projections/runner/checkpoints.ts';
import { leaseHolders, projectionStatuses } from '@nsg/projections/runner/projection-status.ts';
import type { AppDeps } from '../deps.ts';
import { logHorizon } from '../health/log-horizon.ts';
import { allReactors } from '../reactors.ts';

const REBUILD_SUFFIX = '~rebuild';

/**
 * Who runs each projection now: the runner holding its lease. An expired lease that no standby took over
 * is held by no one.
 */
async function projectionOwners(
  deps: AppDeps,
  names: readonly string[],
): Promise<Map<string, string | null>> {
  const leases = await leaseHolders(deps.db, names);
  return new Map(
    names.map((name) => {
      const lease = leases.get(name);
      return [name, lease && !lease.expired ? lease.owner : null];
    }),
  );
}

async function outboxBacklog(deps: AppDeps) {
  const [mail, push] = await Promise.all([
    deps.db
      .selectFrom('mail_outbox')
      .where('status', '=', 'queued')
      .select((eb) => [eb.fn.countAll<string>().as('count'), eb.fn.min('created_at').as('oldest')])
      .executeTakeFirstOrThrow(),
    deps.db
      .selectFrom('push_deliveries')
      .where('status', '=', 'pending')
      .select((eb) => [eb.fn.countAll<string>().as('count'), eb.fn.min('sent_at').as('oldest')])
      .executeTakeFirstOrThrow(),
  ]);
  return { mail, push };
}

/** Everything these gauges show, read once per scrape with the health checks' own queries. */
async function readLogState(deps: AppDeps, reactorNames: readonly string[]) {
  const names = [...allProjections.map(({ name }) => name), ...reactorNames];
  const [statuses, checkpoints, head, owners, horizon, outboxes] = await Promise.all([
    projectionStatuses(deps.db, deps.store, reactorNames),
    readCheckpoints(deps.db),
    deps.store.headPosition(),
    projectionOwners(deps, names),
    logHorizon(deps.pool),
    outboxBacklog(deps),
  ]);
  const headPosition = Number(head?.globalPosition ?? 0n);
  const positionOf = (name: string) => Number(checkpoints.get(name)?.globalPosition ?? 0n);
  const rebuilds = [...checkpoints.keys()]
    .filter((name) => name.endsWith(REBUILD_SUFFIX))
    .map((name) => ({
      projection: name.slice(0, -REBUILD_SUFFIX.length),
      progress: headPosition === 0 ? 1 : Math.min(1, positionOf(name) / headPosition),
    }));
  return { statuses, positionOf, headPosition, owners, horizon, outboxes, rebuilds };
}

type LogState = Awaited<ReturnType<typeof readLogState>>;

/** One read serves every gauge of a scrape: they collect at the same time, so they share the read in flight. */
function sharedWhileInFlight<T>(read: () => Promise<T>): () => Promise<T> {
  let inFlight: Promise<T> | null = null;
  return () =>
    (inFlight ??= read().finally(() => {
      inFlight = null;
    }));
}

const secondsSince = (date: Date | null) => (date ? Math.max(0, (Date.now() - date.getTime()) / 1000) : 0);

type Fill = (gauge: Gauge, state: LogState) => void;

const GAUGES: { name: string; help: string; labelNames?: string[]; fill: Fill }[] = [
  {
    name: 'nsg_log_head_position',
    help: 'Global position of the newest event in the log',
    fill: (gauge, { headPosition }) => gauge.set(headPosition),
  },
  {
    name: 'nsg_projection_position',
    help: 'Global position each projection or reactor has applied',
    labelNames: ['projection'],
    fill: (gauge, { statuses, positionOf }) =>
      statuses.forEach(({ name }) => gauge.set({ projection: name }, positionOf(name))),
  },
  {
    name: 'nsg_projection_lag_events',
    help: 'Events appended that the projection or reactor has not applied yet',
    labelNames: ['projection'],
    fill: (gauge, { statuses }) =>
      statuses.forEach(({ name, lagEvents }) => gauge.set({ projection: name }, lagEvents)),
  },
  {
    name: 'nsg_projection_lag_seconds',
    help: 'How long the oldest event the projection or reactor has not applied has been waiting',
    labelNames: ['projection'],
    fill: (gauge, { statuses }) =>
      statuses.forEach(({ name, lagSeconds }) => gauge.set({ projection: name }, lagSeconds)),
  },
  {
    name: 'nsg_projection_parked',
    help: '1 while the projection or reactor is parked at an event it could not apply',
    labelNames: ['projection'],
    fill: (gauge, { statuses }) =>
      statuses.forEach(({ name, parked }) => gauge.set({ projection: name }, parked ? 1 : 0)),
  },
  {
    name: 'nsg_projection_held',
    help: '1 while a runner holds the projection or reactor, 0 while none runs it',
    labelNames: ['projection'],
    fill: (gauge, { owners }) =>
      owners.forEach((owner, name) => gauge.set({ projection: name }, owner ? 1 : 0)),
  },
  {
    name: 'nsg_projection_owner',
    help: 'The runner holding each projection or reactor (its database session), always 1',
    labelNames: ['projection', 'owner'],
    fill: (gauge, { owners }) =>
      owners.forEach((owner, name) => owner && gauge.set({ projection: name, owner }, 1)),
  },
  {
    name: 'nsg_projection_rebuild_progress',
    help: 'Share of the log a rebuild under way has replayed (0 to 1); absent when none runs',
    labelNames: ['projection'],
    fill: (gauge, { rebuilds }) =>
      rebuilds.forEach(({ projection, progress }) => gauge.set({ projection }, progress)),
  },
  {
    name: 'nsg_log_horizon_age_seconds',
    help: 'How long the oldest open transaction on the Postgres server has held every reader of the log',
    fill: (gauge, { horizon }) => gauge.set(horizon.oldest?.ageSeconds ?? 0),
  },
  {
    name: 'nsg_log_horizon_events_waiting',
    help: 'Committed events that readers cannot take yet because of the oldest open transaction',
    fill: (gauge, { horizon }) => gauge.set(horizon.eventsWaiting),
  },
  {
    name: 'nsg_outbox_backlog',
    help: 'Messages waiting to be sent, by outbox (mail, push)',
    labelNames: ['outbox'],
    fill: (gauge, { outboxes }) =>
      Object.entries(outboxes).forEach(([outbox, { count }]) => gauge.set({ outbox }, Number(count))),
  },
  {
    name: 'nsg_outbox_oldest_seconds',
    help: 'How long the oldest message waiting in each outbox has waited',
    labelNames: ['outbox'],
    fill: (gauge, { outboxes }) =>
      Object.entries(outboxes).forEach(([outbox, { oldest }]) =>
        gauge.set({ outbox }, secondsSince(oldest && new Date(oldest))),
      ),
  },
];

/**
 * The log as every process sees it: projections, horizon, outboxes. Served by the API, not by the runner
 * or the workers, so a stopped runner or worker still shows up as lag and backlog.
 */
export function observeLog(registry: Registry, deps: AppDeps): void {
  const reactorNames = allReactors(deps).map((reactor) => reactor.name);
  const logState = sharedWhileInFlight(() => readLogState(deps, reactorNames));
  for (const { fill, labelNames = [], ...definition } of GAUGES) {
    new Gauge({
      ...definition,
      labelNames,
      registers: [registry],
      async collect() {
        this.reset();
        // The database down: these series go missing (an alert on absent() sees it), the rest still scrape.
        const state = await logState().catch(() => null);
        if (state) fill(this, state);
      },
    });
  }
}
