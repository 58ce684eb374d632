import { z } from 'zod';
import type { Decider } from '../shared/decider.ts';
import { DomainError } from '../shared/errors.ts';
import type { DomainEvent } from '../shared/events.ts';

/**
 * No public API gives Kamehameha Highway travel times: admins enter the highway status, and it
 * expires after a set time so the card never shows a stale figure as current.
 */
export const highwayStatusSchema = z.object({
  status: z.string('Status is required').trim().min(1, 'Status is required').max(60),
  kamHwy: z.string().trim().max(200).nullish(),
  h2: z.string().trim().max(200).nullish(),
  totalDelay: z.coerce
    .number('Delay must be a number of minutes')
    .int('Delay must be whole minutes')
    .min(0, 'Delay cannot be negative')
    .max(600, 'Delay must be at most 600 minutes')
    .nullish(),
  lastTravelTime: z.string().trim().max(100).nullish(),
});
export type HighwayStatusInput = z.infer<typeof highwayStatusSchema>;

export type HighwayStatusEntered = DomainEvent<
  'conditions.HighwayStatusEntered',
  {
    entryId: string;
    status: string;
    kamHwy: string | null;
    h2: string | null;
    totalDelay: number | null;
    lastTravelTime: string | null;
    enteredBy: string;
    enteredAt: string;
    expiresAt: string;
  }
>;
export type HighwayStatusEvent = HighwayStatusEntered;

export interface EnterHighwayStatus {
  kind: 'EnterHighwayStatus';
  entryId: string;
  input: HighwayStatusInput;
  enteredBy: string;
  now: Date;
  ttlMinutes: number;
}

export interface HighwayState {
  entries: number;
  lastEntryId: string | null;
}

export const HIGHWAY_STATUS_STREAM = 'highway-status';

export const highwayStatusDecider: Decider<EnterHighwayStatus, HighwayStatusEvent, HighwayState> = {
  initialState: () => ({ entries: 0, lastEntryId: null }),
  decide(command, state) {
    if (state.lastEntryId === command.entryId) return [];
    if (command.ttlMinutes <= 0) throw new DomainError('invalid', 'Expiry must be in the future');
    const { input } = command;
    if (!input.kamHwy && !input.h2 && input.totalDelay == null) {
      throw new DomainError('invalid', 'Enter at least one of Kam Hwy, H2 or delay', {
        kamHwy: ['Enter at least one of Kam Hwy, H2 or delay'],
      });
    }
    return [
      {
        type: 'conditions.HighwayStatusEntered',
        data: {
          entryId: command.entryId,
          status: input.status,
          kamHwy: input.kamHwy || null,
          h2: input.h2 || null,
          totalDelay: input.totalDelay ?? null,
          lastTravelTime: input.lastTravelTime || null,
          enteredBy: command.enteredBy,
          enteredAt: command.now.toISOString(),
          expiresAt: new Date(command.now.getTime() + command.ttlMinutes * 60_000).toISOString(),
        },
      },
    ];
  },
  evolve: (state, event) => ({ entries: state.entries + 1, lastEntryId: event.data.entryId }),
};
