import { businessDecider, businessStreamId } from '@nsg/domain/catalog/business.ts';
import type {
  CatalogEntryCommand,
  CatalogEntryState,
  EntryFields,
} from '@nsg/domain/catalog/catalog-entry.ts';
import { localTipDecider } from '@nsg/domain/catalog/local-tip-entry.ts';
import { localTipStreamId } from '@nsg/domain/catalog/local-tip-suggestion.ts';
import { productDecider, productStreamId } from '@nsg/domain/catalog/product.ts';
import { ecoChallengeDecider, ecoChallengeStreamId } from '@nsg/domain/eco/eco-challenge-entry.ts';
import { ecoRewardDecider, ecoRewardStreamId } from '@nsg/domain/eco/eco-reward-entry.ts';
import type { Decider } from '@nsg/domain/shared/decider.ts';
import { DomainError } from '@nsg/domain/shared/errors.ts';
import type { DomainEvent } from '@nsg/domain/shared/events.ts';
import { isEventOf } from '@nsg/domain/stored-events.ts';
import { handleCommand } from '@nsg/platform/event-store/handle-command.ts';
import { reactionContext, type Reactor } from '@nsg/projections/runner/reactor.ts';
import type { AppDeps } from '../deps.ts';

const NAME = 'catalog-sample-reactor';

type RetirableDecider = Decider<
  CatalogEntryCommand<EntryFields>,
  DomainEvent,
  CatalogEntryState<EntryFields>
>;

/** Each kind of entry "retire all sample data" reaches, by the prefix of its streams. */
const RETIRABLE: Record<string, { decider: RetirableDecider; streamId: (id: number) => string }> = {
  business: { decider: businessDecider as unknown as RetirableDecider, streamId: businessStreamId },
  product: { decider: productDecider as unknown as RetirableDecider, streamId: productStreamId },
  tip: { decider: localTipDecider as unknown as RetirableDecider, streamId: localTipStreamId },
  eco_reward: { decider: ecoRewardDecider as unknown as RetirableDecider, streamId: ecoRewardStreamId },
  eco_challenge: {
    decider: ecoChallengeDecider as unknown as RetirableDecider,
    streamId: ecoChallengeStreamId,
  },
};

/**
 * Retires each entry a catalog.SampleDataRetired names, with its reason, in the admin's name. An entry
 * retired meanwhile (or by an earlier reaction to the same event) is passed over.
 */
export function catalogSampleReactor(deps: Pick<AppDeps, 'store'>): Reactor {
  return {
    name: NAME,
    eventTypes: new Set(['catalog.SampleDataRetired']),
    async react(event) {
      if (!isEventOf(event, ['catalog.SampleDataRetired'])) return;
      const context = reactionContext(NAME, event);
      for (const entry of event.data.entries) {
        const kind = RETIRABLE[entry.kind];
        if (!kind) continue;
        try {
          await handleCommand(
            deps.store,
            kind.decider,
            kind.streamId(entry.id),
            { kind: 'Retire', reason: event.data.reason },
            context,
            { retry: { retries: 2 } },
          );
        } catch (error) {
          if (!(error instanceof DomainError)) throw error;
        }
      }
    },
  };
}
