import { z } from 'zod';
import type { Decider } from '../shared/decider.ts';
import { DomainError } from '../shared/errors.ts';
import type { DomainEvent } from '../shared/events.ts';

/**
 * "Retire all sample data": one admin action, recorded as one event naming every sample entry it
 * retires; each entry's own retirement follows it (see the catalog sample reactor).
 */
export const sampleRetirementStreamId = (id: string) => `catalog_samples-${id}`;

/** A catalog entry by the prefix of its stream ("business", "product"...) and its id. */
export interface CatalogEntryRef {
  kind: string;
  id: number;
}

export type SampleDataRetired = DomainEvent<
  'catalog.SampleDataRetired',
  { reason: string; entries: CatalogEntryRef[] }
>;

export const retireSamplesSchema = z.object({
  reason: z
    .string('Say why the sample data is retired')
    .trim()
    .min(1, 'Say why the sample data is retired')
    .max(500, 'Reason must be under 500 characters'),
});

export interface RetireSamples {
  reason: string;
  entries: CatalogEntryRef[];
}

export const sampleRetirementDecider: Decider<RetireSamples, SampleDataRetired, { done: boolean }> = {
  initialState: () => ({ done: false }),
  decide(command, state) {
    if (state.done) throw new DomainError('conflict', 'These samples are already retired');
    if (command.entries.length === 0) throw new DomainError('conflict', 'No sample data is left to retire');
    return [
      { type: 'catalog.SampleDataRetired', data: { reason: command.reason, entries: command.entries } },
    ];
  },
  evolve: () => ({ done: true }),
};
