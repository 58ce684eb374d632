import { z } from 'zod';
import type { Decider } from '../shared/decider.ts';
import { DomainError } from '../shared/errors.ts';
import type { DomainEvent } from '../shared/events.ts';
import { COST_LEVELS, CROWD_LEVELS, TIMES_OF_DAY, TIP_CATEGORIES, TIP_DIFFICULTIES } from './seed/types.ts';

const text = (label: string, max: number) =>
  z
    .string(`${label} is required`)
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be under ${max} characters`);

/** A local's tip as a visitor suggests it on /local-tips. Unknown fields such as isVerified are dropped. */
export const suggestLocalTipSchema = z.object({
  title: text('Title', 200),
  description: text('Description', 2000),
  location: text('Location', 200),
  category: z.enum(TIP_CATEGORIES, 'Choose a category'),
  insiderNote: z.string().trim().max(500, 'Insider note must be under 500 characters').default(''),
  timeOfDay: z.enum(TIMES_OF_DAY, 'Choose a time of day'),
  cost: z.enum(COST_LEVELS, 'Choose a cost'),
  crowdLevel: z.enum(CROWD_LEVELS, 'Choose a crowd level'),
  difficulty: z.enum(TIP_DIFFICULTIES, 'Choose a difficulty'),
  localRating: z.coerce
    .number('Rating is required')
    .int('Rating must be 1 to 5')
    .min(1, 'Rating must be 1 to 5')
    .max(5, 'Rating must be 1 to 5'),
  authorName: text('Name', 100),
  authorEmail: z
    .preprocess(
      (value) => (typeof value === 'string' ? value.trim() : value),
      z.union(
        [z.literal(''), z.email('Please enter a valid email address').max(255)],
        'Please enter a valid email address',
      ),
    )
    .optional(),
});
export type SuggestLocalTipInput = z.infer<typeof suggestLocalTipSchema>;

export const moderateLocalTipSchema = z.object({
  note: z.string().trim().max(1000, 'Note must be under 1000 characters').optional(),
});

type SuggestedTip = Omit<SuggestLocalTipInput, 'authorName' | 'authorEmail'>;

/**
 * A visitor's tip, pending until a moderator verifies it. Its author's name and email are sealed under
 * `authorPersonId` (the email is null when none was given): erasing the person leaves the tip, unsigned.
 */
export type LocalTipSuggested = DomainEvent<
  'catalog.LocalTipSuggested',
  SuggestedTip & {
    id: number;
    authorName: string;
    authorEmail: string | null;
    authorPersonId: string;
    submittedAt: string;
  }
>;
type Moderation = { id: number; moderatorId: string; note: string | null; moderatedAt: string };
/** A moderator checked the tip: it shows to visitors, marked Verified. */
export type LocalTipVerified = DomainEvent<'catalog.LocalTipVerified', Moderation>;
export type LocalTipRejected = DomainEvent<'catalog.LocalTipRejected', Moderation>;
export type LocalTipSuggestionEvent = LocalTipSuggested | LocalTipVerified | LocalTipRejected;

export type LocalTipSuggestionCommand =
  | {
      kind: 'SuggestLocalTip';
      id: number;
      tip: SuggestedTip;
      encryptedName: string;
      encryptedEmail: string | null;
      authorPersonId: string;
      now: Date;
    }
  | { kind: 'VerifyLocalTip' | 'RejectLocalTip'; moderatorId: string; note: string | null; now: Date };

export type LocalTipStatus = 'pending' | 'verified' | 'rejected';
export type LocalTipSuggestionState = { status: 'none' } | { status: LocalTipStatus; id: number };

export const localTipStreamId = (id: number) => `tip-${id}`;

export const localTipSuggestionDecider: Decider<
  LocalTipSuggestionCommand,
  LocalTipSuggestionEvent,
  LocalTipSuggestionState
> = {
  initialState: () => ({ status: 'none' }),

  decide(command, state) {
    if (command.kind === 'SuggestLocalTip') {
      if (state.status !== 'none') throw new DomainError('conflict', 'This tip was already suggested');
      return [
        {
          type: 'catalog.LocalTipSuggested',
          data: {
            id: command.id,
            ...command.tip,
            authorName: command.encryptedName,
            authorEmail: command.encryptedEmail,
            authorPersonId: command.authorPersonId,
            submittedAt: command.now.toISOString(),
          },
        },
      ];
    }
    if (state.status === 'none') throw new DomainError('not_found', 'Tip not found');
    const target: LocalTipStatus = command.kind === 'VerifyLocalTip' ? 'verified' : 'rejected';
    if (state.status === target) throw new DomainError('conflict', `Tip is already ${target}`);
    const data = {
      id: state.id,
      moderatorId: command.moderatorId,
      note: command.note,
      moderatedAt: command.now.toISOString(),
    };
    return [
      command.kind === 'VerifyLocalTip'
        ? { type: 'catalog.LocalTipVerified', data }
        : { type: 'catalog.LocalTipRejected', data },
    ];
  },

  evolve(state, event) {
    switch (event.type) {
      case 'catalog.LocalTipSuggested':
        return { status: 'pending', id: event.data.id };
      case 'catalog.LocalTipVerified':
        return state.status === 'none' ? state : { ...state, status: 'verified' };
      case 'catalog.LocalTipRejected':
        return state.status === 'none' ? state : { ...state, status: 'rejected' };
      default:
        // The catalog's own tips share the stream name: they are nobody's suggestion to moderate.
        return state;
    }
  },
};
