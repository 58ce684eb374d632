import { randomUUID } from 'node:crypto';
import type { EventStore } from '@nsg/platform/event-store/event-store.ts';

/**
 * The command bench's bare append: `data` as one event to a new stream of its own, the way a command with
 * a fresh id appends. Used by the baseline (straight to the store) and by the bare server's append route.
 */
export async function appendToNewStream(
  store: EventStore,
  data: Record<string, unknown>,
  id: string = randomUUID(),
): Promise<string> {
  await store.append(
    `bench-${id}`,
    [
      {
        eventId: randomUUID(),
        type: 'bench.CommandAccepted',
        data,
        metadata: { actor: 'visitor:bench', correlationId: id, schemaVersion: 1 },
      },
    ],
    { expectedRevision: 'no_stream' },
  );
  return id;
}
