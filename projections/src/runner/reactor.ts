import type { Kysely } from 'kysely';
import type { RecordedEvent } from '@nsg/domain/shared/events.ts';
import { DomainError } from '@nsg/domain/shared/errors.ts';
import type { EventStore } from '@nsg/platform/event-store/event-store.ts';
import type { CommandContext } from '@nsg/platform/event-store/new-events.ts';
import type { Logger } from '@nsg/platform/logger.ts';
import { inSpanOf } from '@nsg/platform/tracing.ts';
import type { ReadModelTables } from '../read-model-tables.ts';
import { ensureCheckpoint } from './checkpoints.ts';
import { eachEvent } from './page-apply.ts';
import type { Projection } from './projection.ts';

/**
 * What follows an event, appended after it: a payment's campaign activation, a status change's mail.
 * A reactor reads the log with a checkpoint of its own, as a projection does, so a follow-up is never
 * lost to a crash after the event it follows. It may see an event again (a crash before its checkpoint
 * moved): what it appends must be keyed by the event, see `reactionContext`.
 */
export interface Reactor {
  /** Its checkpoint's name. */
  name: string;
  eventTypes: ReadonlySet<string>;
  react(event: RecordedEvent): Promise<void>;
  /**
   * New to a database, it follows the whole log rather than start at its head: for a reactor whose
   * follow-ups the history lacks (an invoice for every payment ever made) and that appends nothing twice.
   */
  followsHistory?: true;
}

/**
 * The context of what a reactor appends for `cause`: by the cause's actor, in its correlation, caused
 * by it, and with event ids derived from it, so a second reaction to the same event appends nothing.
 */
export function reactionContext(reactor: string, cause: RecordedEvent): CommandContext {
  return {
    actor: cause.metadata.actor,
    correlationId: cause.metadata.correlationId,
    causationId: cause.eventId,
    idempotencyKey: `reaction:${reactor}:${cause.eventId}`,
  };
}

/**
 * A reactor as the projection runner runs it: no tables, its checkpoint moved in the runner's
 * transaction once the reaction is done. A follow-up the deciders refuse is logged, not retried: the
 * same event would be refused again.
 */
export function reactorProjection(reactor: Reactor, logger: Logger): Projection {
  return {
    name: reactor.name,
    tables: [],
    eventTypes: reactor.eventTypes,
    apply: eachEvent(async (_db, event) => {
      try {
        // In the event's trace: what the reaction appends carries it on.
        await inSpanOf(`react ${reactor.name}`, event.metadata, { 'nsg.event_id': event.eventId }, () =>
          reactor.react(event),
        );
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        logger.warn('reaction refused', {
          reactor: reactor.name,
          eventId: event.eventId,
          error: error.message,
        });
      }
    }),
  };
}

/**
 * Gives each reactor that has never run a checkpoint at the head of the log: a new reactor follows what
 * happens from now on, and does not act on the history (whose follow-ups were made when it happened),
 * unless it says it follows the history.
 */
export async function startReactorsAtHead(
  db: Kysely<ReadModelTables>,
  store: EventStore,
  reactors: readonly Reactor[],
): Promise<void> {
  const head = await store.headPosition();
  for (const reactor of reactors) {
    if (!reactor.followsHistory) await ensureCheckpoint(db, reactor.name, head ?? undefined);
  }
}
