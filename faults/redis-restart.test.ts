import type { AddressInfo } from 'node:net';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOutbox } from '@nsg/projections/mail/mail-queries.ts';
import { sleep, startStack, type Stack } from './support/stack.ts';

let stack: Stack;
let smtp: SMTPServer;
/** Each mail the SMTP server accepted, by its subject. */
const received: string[] = [];

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push(/^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? '');
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const smtpPort = (smtp.server.address() as AddressInfo).port;
  stack = await startStack({ env: { SMTP_URL: `smtp://127.0.0.1:${smtpPort}` } });
  await stack.startApi();
  stack.startRunner();
  stack.startWorkers();
  await stack.settle();
});
afterAll(async () => {
  await stack?.close();
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
});

let visitor = 0;
/** A message through the contact page; the API queues a mail to the team for it. */
async function contact(subject: string): Promise<void> {
  const response = await fetch(`${stack.baseUrl}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.9.0.${++visitor}` },
    body: JSON.stringify({ name: 'Kai', email: 'kai@example.com', subject, message: 'Aloha!' }),
  });
  expect(response.status, await response.text()).toBe(202);
}

async function until(
  what: string,
  check: () => Promise<boolean> | boolean,
  timeoutMs = 90_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline)
      throw new Error(`Timed out waiting: ${what}\n${stack.workers?.output() ?? ''}`);
    await sleep(100);
  }
}

const times = (subject: string) => received.filter((s) => s === `[Contact] ${subject}`).length;

describe('Redis restarted', () => {
  it('queued mail goes out after it returns, and none twice', async () => {
    await contact('Before 1');
    await contact('Before 2');
    await until('the first mails', () => times('Before 1') === 1 && times('Before 2') === 1);

    // Redis goes away (and comes back empty: no persistence). Mail queued meanwhile waits in the outbox.
    await stack.redis.stop();
    await contact('During 1');
    await contact('During 2');
    await stack.settle();
    // The runner goes down too, so the outbox read model will lag behind what the worker sends.
    await stack.runner!.kill('SIGKILL');
    await stack.redis.start();

    await until(
      'the mail queued while Redis was down',
      () => times('During 1') === 1 && times('During 2') === 1,
    );
    // Two more passes of the mail job while the outbox still shows those mails queued.
    const redis = new Redis(stack.redis.url, { maxRetriesPerRequest: null });
    const queue = new Queue('mail', { connection: redis, prefix: 'nsg' });
    try {
      await until('two mail passes after the restart', async () => (await queue.getCompletedCount()) >= 2);
    } finally {
      await queue.close();
      redis.disconnect();
    }

    stack.startRunner();
    await stack.settle();
    const outbox = await listOutbox(stack.db);
    expect(outbox.map((m) => m.status)).toEqual(['sent', 'sent', 'sent', 'sent']);
    expect(received.sort()).toEqual(
      ['Before 1', 'Before 2', 'During 1', 'During 2'].map((s) => `[Contact] ${s}`),
    );
  });
});
