import { sql, type Kysely } from 'kysely';
import type { EventStore } from '@nsg/platform/event-store/event-store.ts';
import type { ReadModelTables } from '../read-model-tables.ts';

export interface RebuildProgress {
  name: string;
  /** The position the rebuild's shadow checkpoint has reached. */
  done: number;
  /** The head of the log now. */
  total: number;
}

const REBUILD_SUFFIX = '~rebuild';

/** Rebuilds under way: each replays into shadow tables with a checkpoint of its own, `<name>~rebuild`. */
export async function rebuildsInProgress(
  db: Kysely<ReadModelTables>,
  store: EventStore,
): Promise<RebuildProgress[]> {
  const [rows, head] = await Promise.all([
    db
      .selectFrom('projection_checkpoints')
      .select(['name', 'global_position'])
      .where('name', 'like', `%${REBUILD_SUFFIX}`)
      .orderBy('name')
      .execute(),
    store.headPosition(),
  ]);
  return rows.map((row) => ({
    name: row.name.slice(0, -REBUILD_SUFFIX.length),
    done: Number(row.global_position),
    total: Number(head?.globalPosition ?? 0n),
  }));
}

export interface OutboxesState {
  mail: { backlog: number; oldestSeconds: number | null; failed: number };
  /** Push sends claimed and not settled; a failed send releases its claim, so only ended subscriptions stay. */
  push: { backlog: number; oldestSeconds: number | null; gone: number };
}

const ageOf = (oldest: Date | null) => (oldest ? Math.round((Date.now() - oldest.getTime()) / 1000) : null);

/** What the mail and push workers have left to send, how long the oldest has waited, and what failed. */
export async function outboxesState(db: Kysely<ReadModelTables>): Promise<OutboxesState> {
  const [mail, push] = await Promise.all([
    db
      .selectFrom('mail_outbox')
      .select([
        sql<string>`count(*) filter (where status = 'queued')`.as('backlog'),
        sql<Date | null>`min(created_at) filter (where status = 'queued')`.as('oldest'),
        sql<string>`count(*) filter (where status = 'failed')`.as('failed'),
      ])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('push_deliveries')
      .select([
        sql<string>`count(*) filter (where status = 'pending')`.as('backlog'),
        sql<Date | null>`min(sent_at) filter (where status = 'pending')`.as('oldest'),
        sql<string>`count(*) filter (where status = 'gone')`.as('gone'),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  return {
    mail: { backlog: Number(mail.backlog), oldestSeconds: ageOf(mail.oldest), failed: Number(mail.failed) },
    push: { backlog: Number(push.backlog), oldestSeconds: ageOf(push.oldest), gone: Number(push.gone) },
  };
}
