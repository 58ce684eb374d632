import { personErasureDecider, personErasureStreamId } from '@nsg/domain/personal-data/person-erasure.ts';
import type { CommandContext } from '@nsg/platform/event-store/new-events.ts';
import { recordErasure } from '@nsg/platform/personal-data/erasure-ledger.ts';
import { newId } from '@nsg/platform/ids.ts';
import type { AppDeps } from '../deps.ts';
import { executeCommand } from '../http/execute-command.ts';
import { positionOf } from '../http/read-your-writes.ts';
import { releaseEmail } from '../accounts/register-account.ts';
import { subjectOf } from './person-links.ts';

/**
 * Erases a person: records the erasure (read models then show "[erased]" for the names they keep),
 * deletes the keys of every person id linked to their email (their email, phone and messages in the
 * log and the mail outbox no longer open) and ends their sessions. Recording comes first, in the log and
 * in the erasure ledger that a restore of an older backup re-applies: should the shredding fail, the
 * admin's retry finds the same person ids again.
 */
export async function erasePerson(
  deps: AppDeps,
  email: string,
  context: CommandContext,
  now: Date,
): Promise<{ erasureId: string; personIds: string[]; position: string }> {
  const subject = subjectOf(deps, email);
  const personIds = await deps.vault.personIdsOf(subject);
  const erasureId = newId();
  const { appended } = await executeCommand(
    deps.store,
    personErasureDecider,
    personErasureStreamId(erasureId),
    { kind: 'ErasePerson', erasureId, personIds, now },
    context,
  );
  const position = positionOf(appended);
  await recordErasure(deps.config.ERASURE_LEDGER_DIR, {
    erasureId,
    personIds: [...new Set(personIds)].sort(),
    erasedAt: now.toISOString(),
    position,
  });
  await deps.vault.eraseSubject(subject, personIds);
  await releaseEmail(deps, subject, personIds, context);
  const accounts = deps.db.selectFrom('advertisers').select('id').where('person_id', 'in', personIds);
  await deps.db.deleteFrom('sessions').where('account_id', 'in', accounts).execute();
  return { erasureId, personIds, position };
}
