import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advertiserDecider, advertiserStreamId } from '@nsg/domain/accounts/advertiser.ts';
import { handleCommand } from '@nsg/platform/event-store/handle-command.ts';
import { advertiser } from '../advertising/advertising-test-helpers.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { accountMailReactor } from './account-mail-reactor.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const subjectsQueued = async (subject: string) =>
  (
    await t.database.pool.query<{ subject: string }>(
      `select data->>'subject' as subject from events where type = 'mail.MessageQueued' and data->>'subject' = $1`,
      [subject],
    )
  ).rows.length;

describe('the account mail reactor', () => {
  it('mails an approval once, though the process died right after the status change', async () => {
    const { id } = await advertiser(t, 'Makana', false);
    expect(await subjectsQueued('Your North Shore Guide registration is received')).toBe(1);

    // The admin's status change is appended, and the process dies before anything else happens.
    const streamId = advertiserStreamId(id);
    const { appended } = await handleCommand(
      t.deps.store,
      advertiserDecider,
      streamId,
      {
        kind: 'ChangeAdvertiserStatus',
        advertiserId: id,
        status: 'active',
        changedBy: 'admin:someone',
        now: new Date(),
      },
      { actor: 'admin:someone', correlationId: 'status-then-crash' },
    );
    const changed = (await t.deps.store.readStream(streamId)).find(
      (event) => event.revision === appended!.nextRevision,
    )!;

    const reactor = accountMailReactor(t.deps);
    await reactor.react(changed);
    await reactor.react(changed);
    await t.settle();

    expect(await subjectsQueued('Your North Shore Guide advertiser account is approved')).toBe(1);
    expect(await subjectsQueued('Your North Shore Guide registration is received')).toBe(1);
  });
});
