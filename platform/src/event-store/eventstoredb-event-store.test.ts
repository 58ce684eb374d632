import { describe } from 'vitest';
import { describeEventStoreContract } from './event-store-contract.ts';
import { createEventStoreDbEventStore } from './eventstoredb-event-store.ts';

const esdbUrl = process.env.ESDB_URL;

// Needs a running EventStoreDB/KurrentDB server, which only some machines have (docker-compose.yml
// starts one): without ESDB_URL the suite is reported as skipped, under a name that says why.
describe.skipIf(!esdbUrl)(
  esdbUrl
    ? 'eventstoredb adapter'
    : 'eventstoredb adapter (skipped: set ESDB_URL to run against EventStoreDB)',
  () => {
    describeEventStoreContract('eventstoredb', async () => {
      const store = createEventStoreDbEventStore(esdbUrl!);
      return { store, teardown: () => store.close() };
    });
  },
);
