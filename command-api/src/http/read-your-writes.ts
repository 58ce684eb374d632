import type { SwaggerTransform } from '@fastify/swagger';
import type { FastifyInstance, FastifyRequest, FastifySchema, preHandlerHookHandler } from 'fastify';
import type { LogPosition } from '@nsg/domain/shared/events.ts';
import { projectionsOf, type QueryFeed } from '@nsg/domain/shared/query-feeds.ts';
import {
  comparePositions,
  formatLogPosition,
  parseLogPosition,
  type AppendResult,
} from '@nsg/platform/event-store/event-store.ts';
import type { AppDeps } from '../deps.ts';
import type { LiveHub } from '../live/live-hub.ts';
import { HttpError } from './errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The groups of queries a GET route under /api/ answers; `[]` when it reads no read model. */
    reads?: readonly QueryFeed[];
  }
}

/**
 * Read your own writes: a command's response names the log position of what it appended
 * (`X-Log-Position`, and `position` in the bodies that carry one); a GET given that position as
 * `?minPosition=` waits until the projections feeding that route have applied it, for up to MIN_POSITION_WAIT_MS, then
 * answers in any case, with `X-Read-Stale: true` when the projections had not caught up.
 */
export const LOG_POSITION_HEADER = 'x-log-position';
export const READ_STALE_HEADER = 'x-read-stale';

/**
 * Without a notification to wake it, a waiter looks again this often: a projection moves its checkpoint
 * past other projections' events without a `readmodel_changed`.
 */
const RECHECK_MS = 200;

const appendedPositions = new WeakMap<FastifyRequest, LogPosition>();
const reachedPositions = new WeakMap<FastifyRequest, LogPosition>();

/**
 * The `minPosition` the request's read models were seen to reach, if it named one: what the route keeps
 * in memory must be no older.
 */
export const positionReached = (request: FastifyRequest): LogPosition | undefined =>
  reachedPositions.get(request);

/** Remembers the newest position the request appended at; its response names it. */
export function recordAppended(request: FastifyRequest, position: LogPosition): void {
  const newest = appendedPositions.get(request);
  if (!newest || comparePositions(position, newest) > 0) appendedPositions.set(request, position);
}

/** The `position` a command's body carries: empty when the command appended nothing. */
export const positionOf = (appended: AppendResult | null) =>
  appended ? formatLogPosition(appended.logPosition) : '';

/** Returns how many reads wait for their minPosition right now. */
export function installReadYourWrites(app: FastifyInstance, deps: AppDeps, hub: LiveHub): () => number {
  app.addHook('onSend', (request, reply, payload, done) => {
    const position = appendedPositions.get(request);
    if (position) reply.header(LOG_POSITION_HEADER, formatLogPosition(position));
    done(null, payload);
  });
  const watcher = watchPositions(deps, hub);
  const waitForMinPosition = minPositionHook(watcher);
  // After the route's own hooks: a caller it refuses never waits.
  app.addHook('onRoute', (route) => {
    if (isQueryRoute(route)) route.preHandler = [...[route.preHandler ?? []].flat(), waitForMinPosition];
  });
  requireDeclaredReads(app);
  return () => watcher.waiting;
}

/**
 * Refuses a query route that does not say which read models it reads: a forgotten one would wait for
 * projections it never reads, and the frontend would not know which changes refresh it.
 */
export function requireDeclaredReads(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (isQueryRoute(route) && !route.config?.reads) {
      throw new Error(
        `GET ${route.url} must declare config.reads (an empty list when it reads no read model)`,
      );
    }
  });
}

const isQueryRoute = (route: { method: string | string[]; url: string; websocket?: boolean }) =>
  [route.method].flat().includes('GET') && route.url.startsWith('/api/') && !route.websocket;

const MIN_POSITION_DOC = {
  type: 'string',
  pattern: '^[0-9]+-[0-9]+$',
  description: 'Wait (a few seconds at most) until this read shows the command that answered this position',
};
const LOG_POSITION_DOC = {
  'X-Log-Position': {
    type: 'string',
    description: 'Log position of what the command appended; pass it as minPosition to read it back',
  },
};
const STALE_DOC = {
  'X-Read-Stale': {
    type: 'string',
    description: 'true: the read models had not reached minPosition in time; the answer may be older',
  },
};

/** Adds the read-your-writes parameter and headers to every route's OpenAPI description. */
export function documentReadYourWrites(transform: SwaggerTransform): SwaggerTransform {
  return (input) => {
    const output = transform(input);
    if (output.schema?.hide || !input.url.startsWith('/api/')) return output;
    const schema: FastifySchema = { ...output.schema };
    const query = isQueryRoute({ ...input.route, url: input.url });
    if (query) {
      const querystring = (schema.querystring ?? { type: 'object' }) as { properties?: object };
      schema.querystring = {
        ...querystring,
        properties: { ...querystring.properties, minPosition: MIN_POSITION_DOC },
      };
    }
    if (schema.response) {
      schema.response = Object.fromEntries(
        Object.entries(schema.response as Record<string, object>).map(([status, response]) => [
          status,
          status.startsWith('2') ? { ...response, headers: query ? STALE_DOC : LOG_POSITION_DOC } : response,
        ]),
      );
    }
    return { ...output, schema };
  };
}

function minPositionHook(watcher: PositionWatcher): preHandlerHookHandler {
  return (request, reply, done) => {
    // Most reads name no position (nor any escaped key that could spell it): no parsing, no promise.
    if (!/minPosition|%/.test(request.url)) return done();
    let wanted: LogPosition | null;
    try {
      wanted = minPositionOf(request);
    } catch (error) {
      return done(error as Error);
    }
    if (!wanted) return done();
    void watcher.wait(wanted, projectionsFeeding(request.routeOptions.config)).then((reached) => {
      if (reached) reachedPositions.set(request, wanted);
      else reply.header(READ_STALE_HEADER, 'true');
      done();
    });
  };
}

/** The query's `minPosition`, read from the URL: route schemas drop keys they do not know. */
function minPositionOf(request: FastifyRequest): LogPosition | null {
  const query = new URLSearchParams(request.url.split('?')[1] ?? '');
  const values = query.getAll('minPosition');
  if (values.length === 0) return null;
  const position = values.length === 1 ? parseLogPosition(values[0]!) : null;
  if (position) return position;
  const message = 'minPosition must be a log position as a command response gives it';
  throw new HttpError(400, message, { minPosition: [message] });
}

interface Waiter {
  wanted: LogPosition;
  projections: readonly string[];
  answer: (reached: boolean) => void;
}

/**
 * One watcher serves every waiting read: on each read-model change (or every RECHECK_MS while anyone
 * waits) it reads the log's head and all checkpoints once, and answers each waiter whose projections
 * have applied its position (true), are parked or were given a position past the head (false: waiting
 * would not help). However many wait, a wake costs two queries. A waiter waits MIN_POSITION_WAIT_MS at
 * most, then is answered false.
 */
function watchPositions(deps: AppDeps, hub: LiveHub) {
  const waiters = new Set<Waiter>();
  let stopWatching: (() => void) | null = null;
  let checking = false;
  let checkAgain = false;

  const startWatching = () => {
    const unsubscribe = hub.onChange(check);
    const recheck = setInterval(check, RECHECK_MS);
    stopWatching = () => {
      unsubscribe();
      clearInterval(recheck);
      stopWatching = null;
    };
  };

  function check() {
    if (checking) {
      checkAgain = true;
      return;
    }
    checking = true;
    // Only the waiters here now: one arriving during the queries may want a position past the head read.
    void answerWaiters([...waiters])
      .catch(() => undefined)
      .finally(() => {
        checking = false;
        if (checkAgain && waiters.size > 0) {
          checkAgain = false;
          check();
        }
      });
  }

  async function answerWaiters(batch: Waiter[]) {
    const [head, checkpoints] = await Promise.all([deps.store.headPosition(), readCheckpoints(deps)]);
    for (const waiter of batch) {
      if (!head || comparePositions(waiter.wanted, head.logPosition) > 0) waiter.answer(false);
      else {
        const state = checkpointsState(checkpoints, waiter.wanted, waiter.projections);
        if (state !== 'behind') waiter.answer(state === 'reached');
      }
    }
  }

  return {
    get waiting() {
      return waiters.size;
    },
    /** Whether the projections have applied `wanted` within the wait. */
    wait(wanted: LogPosition, projections: readonly string[]): Promise<boolean> {
      return new Promise((resolve) => {
        const waiter: Waiter = {
          wanted,
          projections,
          answer: (reached) => {
            if (!waiters.delete(waiter)) return;
            clearTimeout(timeout);
            if (waiters.size === 0) stopWatching?.();
            resolve(reached);
          },
        };
        const timeout = setTimeout(() => waiter.answer(false), deps.config.MIN_POSITION_WAIT_MS);
        waiters.add(waiter);
        if (!stopWatching) startWatching();
        check();
      });
    },
  };
}

type PositionWatcher = ReturnType<typeof watchPositions>;

/**
 * The read models a query route reads, as it declares them (`config.reads`, required of every one): a
 * read waits for these alone, so a projection parked or behind elsewhere does not make it stale.
 */
const projectionsFeeding = (config: { reads?: readonly QueryFeed[] }): string[] =>
  projectionsOf(config.reads ?? []);

interface Checkpoint {
  name: string;
  commit_position: string;
  prepare_position: string;
  parked_at: Date | null;
}

const readCheckpoints = (deps: AppDeps): Promise<Checkpoint[]> =>
  deps.db
    .selectFrom('projection_checkpoints')
    .select(['name', 'commit_position', 'prepare_position', 'parked_at'])
    .execute();

function checkpointsState(
  checkpoints: readonly Checkpoint[],
  wanted: LogPosition,
  projections: readonly string[],
): 'reached' | 'behind' | 'parked' {
  const rows = checkpoints.filter((row) => projections.includes(row.name));
  const behind = rows.filter(
    (row) =>
      comparePositions(
        { commit: BigInt(row.commit_position), prepare: BigInt(row.prepare_position) },
        wanted,
      ) < 0,
  );
  if (behind.some((row) => row.parked_at)) return 'parked';
  // A projection without a checkpoint row has not started yet.
  return behind.length === 0 && rows.length === projections.length ? 'reached' : 'behind';
}
