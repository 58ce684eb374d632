import type { Kysely } from 'kysely';
import type { ReadModelTables } from '../read-model-tables.ts';

type Db = Kysely<ReadModelTables>;

export interface OutboxRow {
  id: string;
  status: string;
  /** Null when sealed: the subject is then `sealedSubject`, for the caller to decrypt. */
  subject: string | null;
  sealedSubject: SealedText | null;
  createdAt: string;
  sentAt: string | null;
  attempts: number;
  lastError: string | null;
  /** The recipient as vault ciphertext of `personId` (the caller decrypts); null on rows from before it was kept. */
  recipient: SealedText | null;
}

type SealedText = { personId: string; ciphertext: string };

/** The outbox newest first, optionally of one status. */
export async function listOutbox(db: Db, status?: string, limit = 200): Promise<OutboxRow[]> {
  let query = db.selectFrom('mail_outbox').selectAll().orderBy('created_at', 'desc').limit(limit);
  if (status) query = query.where('status', '=', status);
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    status: row.status,
    subject: row.subject,
    sealedSubject:
      row.person_id && row.sealed_subject
        ? { personId: row.person_id, ciphertext: row.sealed_subject }
        : null,
    createdAt: row.created_at.toISOString(),
    sentAt: row.sent_at?.toISOString() ?? null,
    attempts: row.attempts,
    lastError: row.last_error,
    recipient: row.person_id && row.recipient ? { personId: row.person_id, ciphertext: row.recipient } : null,
  }));
}

/** Messages still waiting to be sent, oldest first. */
export async function listQueuedMessageIds(db: Db, limit = 50): Promise<string[]> {
  const rows = await db
    .selectFrom('mail_outbox')
    .select('id')
    .where('status', '=', 'queued')
    .orderBy('created_at', 'asc')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}
