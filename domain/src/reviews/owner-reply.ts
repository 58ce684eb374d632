import { z } from 'zod';
import type { Decider } from '../shared/decider.ts';
import { DomainError } from '../shared/errors.ts';
import type { DomainEvent } from '../shared/events.ts';

/** A business owner's one public reply to a review of their business, in stream `review_reply-<reviewId>`. */
export const ownerReplyStreamId = (reviewId: string) => `review_reply-${reviewId}`;

export const MAX_REPLY_LENGTH = 1000;
export const ownerReplySchema = z.object({
  reply: z
    .string('Reply is required')
    .trim()
    .min(1, 'Reply is required')
    .max(MAX_REPLY_LENGTH, `Reply must be under ${MAX_REPLY_LENGTH} characters`),
});

/** The first reply and each edit of it: the audit log shows an edit's text before and after. */
export type OwnerReplied = DomainEvent<
  'reviews.OwnerReplied',
  { reviewId: string; businessId: number; advertiserId: string; reply: string; repliedAt: string }
>;
export type OwnerReplyEvent = OwnerReplied;

export interface OwnerReplyCommand {
  kind: 'Reply';
  reviewId: string;
  businessId: number;
  advertiserId: string;
  reply: string;
  now: Date;
}

export type OwnerReplyState = { reply: string | null };

export const ownerReplyDecider: Decider<OwnerReplyCommand, OwnerReplyEvent, OwnerReplyState> = {
  initialState: () => ({ reply: null }),
  decide(command, state) {
    if (state.reply === command.reply)
      throw new DomainError('invalid', 'Nothing changed: your reply already says this');
    const { reviewId, businessId, advertiserId, reply } = command;
    return [
      {
        type: 'reviews.OwnerReplied',
        data: { reviewId, businessId, advertiserId, reply, repliedAt: command.now.toISOString() },
      },
    ];
  },
  evolve: (_state, event) => ({ reply: event.data.reply }),
};
