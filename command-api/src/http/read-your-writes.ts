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

/** Remembers the newest position the request appended at; its response names it. */
export function recordAppended(request: FastifyRequest, position: LogPosition): void {
  const newest = appendedPositions.get(request);
  if (!newest || comparePositions(position, newest) > 0) appendedPositions.set(request, position);
}

/** The `position` a command's body carries: empty when the command appended nothing. */
export const positionOf = (appended: AppendResult | null) =>
  appended ? formatLogPosition(appended.logPosition) : '';

export function installReadYourWrites(app: FastifyInstance, deps: AppDeps, hub: LiveHub): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    const position = appendedPositions.get(request);
    if (position) reply.header(LOG_POSITION_HEADER, formatLogPosition(position));
    done(null, payload);
  });
  const waitForMinPosition = minPositionHook(deps, hub);
  // After the route's own hooks: a caller it refuses never waits.
  app.addHook('onRoute', (route) => {
    if (isQueryRoute(route)) route.preHandler = [...[route.preHandler ?? []].flat(), waitForMinPosition];
  });
  requireDeclaredReads(app);
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

function minPositionHook(deps: AppDeps, hub: LiveHub): preHandlerHookHandler {
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
    // Whatever goes wrong while waiting, the route still answers (and reports its own failures).
    void projectionsReach(deps, hub, wanted, projectionsFeeding(request.routeOptions.config))
      .catch(() => false)
      .then((reached) => {
        if (!reached) reply.header(READ_STALE_HEADER, 'true');
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

/**
 * Whether every projection has applied `wanted` within the wait. A position past the log's head
 * (nobody was given it) or a parked projection answers false at once: waiting would not help.
 */
async function projectionsReach(
  deps: AppDeps,
  hub: LiveHub,
  wanted: LogPosition,
  projections: readonly string[],
): Promise<boolean> {
  const head = await deps.store.headPosition();
  if (!head || comparePositions(wanted, head.logPosition) > 0) return false;
  const deadline = Date.now() + deps.config.MIN_POSITION_WAIT_MS;
  for (;;) {
    const state = await checkpointsState(deps, wanted, projections);
    if (state !== 'behind') return state === 'reached';
    const left = deadline - Date.now();
    if (left <= 0) return false;
    await nextChange(hub, Math.min(left, RECHECK_MS));
  }
}

/**
 * The read models a query route reads, as it declares them (`config.reads`, required of every one): a
 * read waits for these alone, so a projection parked or behind elsewhere does not make it stale.
 */
const projectionsFeeding = (config: { reads?: readonly QueryFeed[] }): string[] =>
  projectionsOf(config.reads ?? []);

async function checkpointsState(
  deps: AppDeps,
  wanted: LogPosition,
  projections: readonly string[],
): Promise<'reached' | 'behind' | 'parked'> {
  const rows = await deps.db
    .selectFrom('projection_checkpoints')
    .select(['commit_position', 'prepare_position', 'parked_at'])
    .where('name', 'in', projections)
    .execute();
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

/** Resolves on the next read-model change, or after `ms`. */
function nextChange(hub: LiveHub, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    };
    const timer = setTimeout(done, ms);
    const unsubscribe = hub.onChange(done);
  });
}
