import { z } from 'zod';
import type { Decider } from '../shared/decider.ts';
import { DomainError } from '../shared/errors.ts';
import type { DomainEvent } from '../shared/events.ts';

const money = (label: string) =>
  z.coerce
    .number(`${label} is required`)
    .min(0, `${label} must not be negative`)
    .max(100_000, `${label} must be under 100000`)
    .transform((value) => Math.round(value * 100) / 100);

/** An advertising rate of the data model (spec 001 section 3), edited by admins. */
export const rateSchema = z.object({
  name: z
    .string('Name is required')
    .trim()
    .min(1, 'Name is required')
    .max(100, 'Name must be under 100 characters'),
  description: z.string().trim().max(500, 'Description must be under 500 characters').default(''),
  adType: z.string().trim().min(1, 'Ad type is required').max(50),
  position: z.string().trim().min(1, 'Position is required').max(50),
  size: z.string().trim().min(1, 'Size is required').max(50),
  dailyRate: money('Daily rate'),
  weeklyRate: money('Weekly rate'),
  monthlyRate: money('Monthly rate'),
  impressionsPerDay: z.coerce.number().int().min(0).max(10_000_000).default(0),
  maxAdsPerPosition: z.coerce.number().int().min(1, 'At least 1 ad per position').max(100).default(1),
  isActive: z.boolean().default(true),
});
export type RateInput = z.output<typeof rateSchema>;

export type RateSet = DomainEvent<
  'advertising.RateSet',
  RateInput & { rateId: string; by: string; at: string }
>;

export type RateCommand = {
  kind: 'SetRate';
  rateId: string;
  input: RateInput;
  by: string;
  now: Date;
  mustExist: boolean;
};
export type RateState = { exists: boolean };

export const rateStreamId = (rateId: string) => `advertising_rate-${rateId}`;

export const rateDecider: Decider<RateCommand, RateSet, RateState> = {
  initialState: () => ({ exists: false }),
  decide(command, state) {
    if (command.mustExist && !state.exists) throw new DomainError('not_found', 'Rate not found');
    return [
      {
        type: 'advertising.RateSet',
        data: { ...command.input, rateId: command.rateId, by: command.by, at: command.now.toISOString() },
      },
    ];
  },
  evolve: () => ({ exists: true }),
};
