import type { AddressInfo } from 'node:net';
import { createTransport } from 'nodemailer';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '@nsg/platform/db.ts';
import { createPostgresEventStore } from '@nsg/platform/event-store/postgres-event-store.ts';
import { createLogger } from '@nsg/platform/logger.ts';
import { queueMail } from '@nsg/platform/mail/mail-outbox.ts';
import { createPersonalDataVault } from '@nsg/platform/personal-data/personal-data.ts';
import { createTestDatabase, type TestDatabase } from '@nsg/platform/testing/test-database.ts';
import { mailProjection } from '@nsg/projections/mail/mail-projection.ts';
import { listOutbox } from '@nsg/projections/mail/mail-queries.ts';
import type { ReadModelTables } from '@nsg/projections/read-model-tables.ts';
import { readCheckpoint } from '@nsg/projections/runner/checkpoints.ts';
import {
  catchUp,
  startProjectionRunner,
  type ProjectionRunner,
} from '@nsg/projections/runner/projection-runner.ts';
import { sendQueuedMail } from './mail-sender.ts';

let database: TestDatabase;
let runner: ProjectionRunner;
let smtp: SMTPServer;
let smtpPort: number;
const received: { to: string[]; raw: string }[] = [];
let rejectNext = false;

beforeAll(async () => {
  database = await createTestDatabase();
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onRcptTo(address, _session, callback) {
      if (rejectNext) return callback(new Error('Mailbox unavailable'));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpPort = (smtp.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await runner?.stop();
  await new Promise<void>((resolve) => smtp?.close(() => resolve()));
  await database?.drop();
});

describe('the mail outbox', () => {
  it('keeps recipient and body out of the log in clear, dedupes, sends over SMTP and records the outcome', async () => {
    const db = createDb<ReadModelTables>(database.pool);
    const store = createPostgresEventStore(database.pool);
    const vault = createPersonalDataVault(database.pool);
    const logger = createLogger('test', 'silent');
    runner = startProjectionRunner({
      db,
      pool: database.pool,
      store,
      projections: [mailProjection],
      logger,
      pollIntervalMs: 20,
    });
    const settle = async () => {
      for (let i = 0; i < 400; i++) {
        const head = (await store.headPosition())?.globalPosition ?? 0n;
        const checkpoint = await readCheckpoint(db, 'mail').catch(() => null);
        if (checkpoint && checkpoint.globalPosition >= head) return;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      throw new Error('mail projection did not settle');
    };
    const context = { actor: 'system:test', correlationId: 'c1' };
    const mail = {
      to: 'seller@example.com',
      subject: 'Someone is interested in your board',
      text: 'Is the 9\'6" still available?',
      replyTo: 'buyer@example.com',
      personId: 'seller:test',
      context,
      dedupeKey: 'listing-contact:1:seller',
    };
    const first = await queueMail({ store, vault }, mail);
    const again = await queueMail({ store, vault }, mail);
    expect(again.messageId).toBe(first.messageId);
    const bounced = await queueMail(
      { store, vault },
      { ...mail, dedupeKey: undefined, to: 'nobody@example.com' },
    );

    const { rows } = await database.pool.query<{ data: unknown }>('select data from events');
    const log = JSON.stringify(rows);
    expect(log).not.toContain('seller@example.com');
    expect(log).not.toContain('buyer@example.com');
    expect(log).not.toContain('still available');

    await settle();
    expect((await listOutbox(db, 'queued')).map((m) => m.id).sort()).toEqual(
      [first.messageId, bounced.messageId].sort(),
    );

    const transport = createTransport({ host: '127.0.0.1', port: smtpPort, secure: false, ignoreTLS: true });
    const deps = { db, store, vault, transport, from: 'North Shore Guide <no-reply@example.com>', logger };
    // The first pass sends both; make the second recipient's server refuse so one failure is recorded.
    const outcome = await sendQueuedMail({
      ...deps,
      transport: {
        sendMail: (options) => {
          rejectNext = options.to === 'nobody@example.com';
          return transport.sendMail(options);
        },
      },
    });
    expect(outcome).toEqual({ sent: 1, failed: 1 });
    expect(received).toHaveLength(1);
    expect(received[0]!.to).toEqual(['seller@example.com']);
    expect(received[0]!.raw).toContain('Reply-To: buyer@example.com');
    expect(received[0]!.raw).toContain('Subject: Someone is interested in your board');

    await settle();
    const outbox = await listOutbox(db);
    const sent = outbox.find((m) => m.id === first.messageId)!;
    expect(sent).toMatchObject({ status: 'sent', attempts: 1 });
    const retrying = outbox.find((m) => m.id === bounced.messageId)!;
    expect(retrying).toMatchObject({ status: 'queued', attempts: 1 });
    expect(retrying.lastError).toContain('Mailbox unavailable');

    // A sent message is never sent again.
    rejectNext = false;
    expect(await sendQueuedMail(deps)).toEqual({ sent: 1, failed: 0 });
    expect(received.map((r) => r.to[0])).toEqual(['seller@example.com', 'nobody@example.com']);
    transport.close();
    await store.close();
  });

  it('two passes at once send each message once', async () => {
    const db = createDb<ReadModelTables>(database.pool);
    const store = createPostgresEventStore(database.pool);
    const vault = createPersonalDataVault(database.pool);
    const logger = createLogger('test', 'silent');
    const context = { actor: 'system:test', correlationId: 'c2' };
    const subjects = ['Board sold', 'Board renewed', 'Survey closed'];
    for (const subject of subjects)
      await queueMail(
        { store, vault },
        { to: 'twice@example.com', subject, text: 'Aloha', personId: 'p:2', context },
      );
    // Whoever applies the outbox (this test or a runner still running) brings it up to the log.
    await catchUp(mailProjection, { db, store, logger });

    const transport = createTransport({ host: '127.0.0.1', port: smtpPort, secure: false, ignoreTLS: true });
    const deps = { db, store, vault, transport, from: 'North Shore Guide <no-reply@example.com>', logger };
    const passes = await Promise.all([sendQueuedMail(deps), sendQueuedMail(deps)]);
    expect(passes.reduce((total, pass) => total + pass.sent, 0)).toBe(3);
    expect(received.filter((r) => r.to[0] === 'twice@example.com')).toHaveLength(3);
    transport.close();
    await store.close();
  });
});
