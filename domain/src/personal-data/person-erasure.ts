import { z } from 'zod';
import type { Decider } from '../shared/decider.ts';
import { DomainError } from '../shared/errors.ts';
import type { DomainEvent } from '../shared/events.ts';

export const erasePersonSchema = z.object({
  email: z
    .string('Email is required')
    .trim()
    .min(1, 'Email is required')
    .pipe(z.email('Please enter a valid email address').max(255, 'Please enter a valid email address')),
});

/**
 * A person's personal data was erased: the keys of these person ids are deleted (their ciphertexts in
 * the log no longer open), and read models replace the names they keep in clear with "[erased]".
 */
export type PersonErased = DomainEvent<
  'personal-data.PersonErased',
  { erasureId: string; personIds: string[]; erasedAt: string }
>;

export type ErasePerson = { kind: 'ErasePerson'; erasureId: string; personIds: string[]; now: Date };

export const NOTHING_TO_ERASE = 'No personal data is stored for this email address';
export const personErasureStreamId = (erasureId: string) => `erasure-${erasureId}`;

export const personErasureDecider: Decider<ErasePerson, PersonErased, { erased: boolean }> = {
  initialState: () => ({ erased: false }),
  decide(command, state) {
    if (state.erased) return [];
    if (command.personIds.length === 0) {
      throw new DomainError('not_found', NOTHING_TO_ERASE, { email: [NOTHING_TO_ERASE] });
    }
    return [
      {
        type: 'personal-data.PersonErased',
        data: {
          erasureId: command.erasureId,
          personIds: [...new Set(command.personIds)].sort(),
          erasedAt: command.now.toISOString(),
        },
      },
    ];
  },
  evolve: () => ({ erased: true }),
};
