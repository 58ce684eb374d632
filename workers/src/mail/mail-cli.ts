import { loadConfigOrExit } from '@nsg/platform/config.ts';
import { createDb, createPool } from '@nsg/platform/db.ts';
import { createEventStore } from '@nsg/platform/event-store/create-event-store.ts';
import { readQueuedMail } from '@nsg/platform/mail/mail-outbox.ts';
import { createPersonalDataVault } from '@nsg/platform/personal-data/personal-data.ts';
import { listOutbox } from '@nsg/projections/mail/mail-queries.ts';
import type { ReadModelTables } from '@nsg/projections/read-model-tables.ts';

/** `npm run mail -- list [queued|sent|failed]` and `npm run mail -- show <id>`: the outbox from the command line. */
const [command = 'list', argument] = process.argv.slice(2);
const config = loadConfigOrExit();
const pool = createPool(config.DATABASE_URL, 2);
const db = createDb<ReadModelTables>(pool);
const store = createEventStore(config, pool);
try {
  if (command === 'list') {
    for (const row of await listOutbox(db, argument)) {
      const subject = row.subject ?? '(sealed: npm run mail -- show <id>)';
      console.log([row.createdAt, row.status.padEnd(6), row.id, subject].join('  '));
    }
  } else if (command === 'show' && argument) {
    const mail = await readQueuedMail({ store, vault: createPersonalDataVault(pool) }, argument);
    if (!mail) {
      console.error(`No message ${argument}`);
      process.exitCode = 1;
    } else {
      console.log(`To: ${mail.to ?? '[erased]'}`);
      if (mail.replyTo) console.log(`Reply-To: ${mail.replyTo}`);
      console.log(`Subject: ${mail.subject ?? '[erased]'}\n\n${mail.text ?? '[erased]'}`);
    }
  } else {
    console.error('Usage: npm run mail -- list [queued|sent|failed] | show <id>');
    process.exitCode = 1;
  }
} finally {
  await store.close();
  await db.destroy();
}
