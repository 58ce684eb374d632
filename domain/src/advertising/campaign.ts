import { z } from 'zod';
import type { Decider } from '../shared/decider.ts';
import { DomainError, withArticle } from '../shared/errors.ts';
import type { DomainEvent } from '../shared/events.ts';
import {
  adPlacements,
  monthlyPriceFor,
  PLACEMENT_NOT_OFFERED_MESSAGE,
  type AdPlacement,
  type OfferedRate,
} from './placement.ts';
import { REFUND_UNPAID_MESSAGE } from './payment.ts';
import { addMonths, budgetFor, campaignDurations, hawaiiDay } from './pricing.ts';
import { addDays, daysBetween } from './refund.ts';
import { optionalReason } from '../shared/reason.ts';
import { boundedIsoDate, DATE_RANGE_MESSAGE, isDateInRange } from '../shared/dates.ts';

export const interestOptions = [
  'Surfing',
  'Beach Activities',
  'Outdoor Adventures',
  'Food & Dining',
  'Shopping',
  'Photography',
  'Nature & Wildlife',
  'Water Sports',
  'Hiking',
  'Cultural Experiences',
  'Nightlife',
  'Family Activities',
] as const;

export type CampaignStatus = 'pending' | 'active' | 'paused' | 'rejected' | 'expired' | 'refunded';
export const AGE_MIN = 13;
export const AGE_MAX = 80;

const age = z.coerce
  .number('Age must be a number')
  .int('Age must be a whole number')
  .min(AGE_MIN, `Age must be at least ${AGE_MIN}`)
  .max(AGE_MAX, `Age must be at most ${AGE_MAX}`);

/** The audience of every campaign: serving shows ads to all visitors alike. */
const everyone = (): { ages: [number, number]; interests: (typeof interestOptions)[number][] } => ({
  ages: [AGE_MIN, AGE_MAX],
  interests: [],
});

/**
 * What an advertiser may change on a campaign: name and description (spec 001 section 5 rules), and the
 * target audience older clients still send. Duration, start date and budget are what was paid for, so they
 * stay as created.
 */
export const editCampaignSchema = z.object({
  name: z
    .string('Campaign name is required')
    .trim()
    .min(1, 'Campaign name is required')
    .max(100, 'Name must be under 100 characters'),
  description: z
    .string('Description is required')
    .trim()
    .min(1, 'Description is required')
    .max(500, 'Description must be under 500 characters'),
  // No longer asked: we know nothing of a visitor's age, and serving never used interests. Older clients
  // may still send it (checked as before); without it, a campaign is for everyone (every age, no interest).
  targetAudience: z
    .object({
      ages: z.tuple([age, age]).default([AGE_MIN, AGE_MAX]),
      interests: z.array(z.enum(interestOptions, 'Unknown interest')).default([]),
    })
    .refine(({ ages }) => ages[0] <= ages[1], {
      message: 'Minimum age must not exceed maximum age',
      path: ['ages'],
    })
    .default(everyone),
});
export type EditCampaignInput = z.infer<typeof editCampaignSchema>;

/** Create Campaign (spec 001 section 5). Budget and end date are derived on the server; any sent are ignored. */
export const createCampaignSchema = editCampaignSchema.extend({
  durationMonths: z.coerce
    .number('Duration is required')
    .refine(
      (value) => (campaignDurations as readonly number[]).includes(value),
      'Duration must be 1, 3, 6 or 12 months',
    ),
  startDate: boundedIsoDate('Start date is required'),
  placement: z.enum(adPlacements, 'Placement must be content, header or sidebar').default('content'),
});
export type CreateCampaignInput = z.infer<typeof createCampaignSchema>;

/** New dates for a campaign that has not been paid for: its start had passed, or plans changed. */
export const rescheduleCampaignSchema = z.object({ startDate: boundedIsoDate('Start date is required') });

export const campaignStatusSchema = z.object({
  status: z.enum(['active', 'paused', 'rejected'], 'Status must be active, paused or rejected'),
  reason: optionalReason(
    'Why it is paused or rejected; required for a paid campaign, told to the advertiser',
  ),
});

export const STOP_REASON_REQUIRED_MESSAGE =
  'Say why: the advertiser has paid for this campaign and is told the reason';

interface Change {
  campaignId: string;
  advertiserId: string;
  by: string;
  at: string;
}
export type CampaignCreated = DomainEvent<
  'advertising.CampaignCreated',
  {
    campaignId: string;
    advertiserId: string;
    name: string;
    description: string;
    durationMonths: number;
    budget: number;
    /** Since v2; older events are upcast to the directory (content), the only placement then. */
    placement: AdPlacement;
    startDate: string;
    endDate: string;
    expiresAt: string;
    targetAudience: { ages: [number, number]; interests: string[] };
    createdAt: string;
  }
>;
export type CampaignUpdated = DomainEvent<
  'advertising.CampaignUpdated',
  Change & {
    name: string;
    description: string;
    targetAudience: { ages: [number, number]; interests: string[] };
  }
>;
export type CampaignActivated = DomainEvent<
  'advertising.CampaignActivated',
  Change & { reason: 'payment' | 'admin'; paymentId: string | null }
>;
/** `reason`: the admin's, told to the advertiser; since v2 (absent before). */
export type CampaignPaused = DomainEvent<'advertising.CampaignPaused', Change & { reason?: string | null }>;
/**
 * Paid days do not pass while a campaign is paused: since v2 a resume of a paid campaign carries the end
 * date moved out by the days it was paused (absent before, and when nothing moved).
 */
export type CampaignResumed = DomainEvent<
  'advertising.CampaignResumed',
  Change & { pausedDays?: number; endDate?: string; expiresAt?: string }
>;
export type CampaignRejected = DomainEvent<
  'advertising.CampaignRejected',
  Change & { previousStatus: CampaignStatus; reason?: string | null }
>;
export type CampaignExpired = DomainEvent<'advertising.CampaignExpired', Change>;
/** A pending, unpaid campaign moved to new dates (same duration). */
export type CampaignRescheduled = DomainEvent<
  'advertising.CampaignRescheduled',
  Change & { startDate: string; endDate: string; expiresAt: string }
>;
export type CampaignRenewalReminderSent = DomainEvent<
  'advertising.CampaignRenewalReminderSent',
  Change & { messageId: string }
>;
/** Its payment went back to the advertiser: the campaign stops for good. */
export type CampaignRefunded = DomainEvent<
  'advertising.CampaignRefunded',
  Change & { paymentId: string; refundId: string; amount: number; previousStatus: CampaignStatus }
>;
export type CampaignEvent =
  | CampaignRefunded
  | CampaignCreated
  | CampaignUpdated
  | CampaignActivated
  | CampaignPaused
  | CampaignResumed
  | CampaignRejected
  | CampaignExpired
  | CampaignRescheduled
  | CampaignRenewalReminderSent;

export type CampaignCommand =
  | {
      kind: 'CreateCampaign';
      campaignId: string;
      advertiserId: string;
      input: CreateCampaignInput;
      /** Active rates from the read model: the placement's price comes from them. */
      rates: readonly OfferedRate[];
      now: Date;
    }
  | { kind: 'EditCampaign'; advertiserId: string; input: EditCampaignInput; by: string; now: Date }
  | { kind: 'RescheduleCampaign'; advertiserId: string; startDate: string; by: string; now: Date }
  | { kind: 'RecordPayment'; paymentId: string; by: string; now: Date }
  | {
      kind: 'ChangeCampaignStatus';
      status: 'active' | 'paused' | 'rejected';
      reason?: string | null;
      by: string;
      now: Date;
    }
  | { kind: 'PauseOwnCampaign' | 'ResumeOwnCampaign'; advertiserId: string; by: string; now: Date }
  | { kind: 'ExpireCampaign'; by: string; now: Date }
  | { kind: 'RecordRenewalReminder'; messageId: string; by: string; now: Date }
  | { kind: 'RecordRefund'; paymentId: string; refundId: string; amount: number; by: string; now: Date };

export type CampaignState =
  | { exists: false }
  | {
      exists: true;
      campaignId: string;
      advertiserId: string;
      status: CampaignStatus;
      durationMonths: number;
      startDate: string;
      endDate: string;
      /** The Hawaii day it was paused, while it is. */
      pausedOn: string | null;
      reminderSent: boolean;
      /** Its payment succeeded: only a paid campaign can serve. */
      paid: boolean;
    };

export const campaignStreamId = (campaignId: string) => `campaign-${campaignId}`;

/** Admin transitions of spec 001 section 4, by current status. */
const adminTransitions: Record<CampaignStatus, readonly CampaignStatus[]> = {
  pending: ['active', 'rejected'],
  active: ['paused', 'rejected'],
  paused: ['active', 'rejected'],
  rejected: [],
  expired: [],
  refunded: [],
};

export const canChangeCampaignStatus = (from: CampaignStatus, to: CampaignStatus) =>
  adminTransitions[from].includes(to);

export const START_IN_PAST_MESSAGE = 'The start date must be today or later (Hawaii time)';

export const RESCHEDULE_PAID_MESSAGE =
  'Only a pending campaign that has not been paid for can change its dates';

export const UNPAID_APPROVAL_MESSAGE =
  'This campaign has not been paid for: it becomes active by itself once its payment succeeds.';

export const campaignDecider: Decider<CampaignCommand, CampaignEvent, CampaignState> = {
  initialState: () => ({ exists: false }),

  decide(command, state) {
    if (command.kind === 'CreateCampaign') {
      if (state.exists) throw new DomainError('conflict', 'This campaign already exists');
      const { input } = command;
      // The schema bounds it too; a decider called with anything else must not write a date no one can read.
      if (!isDateInRange(input.startDate))
        throw new DomainError('invalid', DATE_RANGE_MESSAGE, { startDate: [DATE_RANGE_MESSAGE] });
      // Nobody pays for days that have gone: a campaign starts today or later, Hawaii time.
      if (input.startDate < hawaiiDay(command.now))
        throw new DomainError('invalid', START_IN_PAST_MESSAGE, { startDate: [START_IN_PAST_MESSAGE] });
      const monthlyPrice = monthlyPriceFor(input.placement, command.rates);
      if (monthlyPrice === null)
        throw new DomainError('invalid', PLACEMENT_NOT_OFFERED_MESSAGE, {
          placement: [PLACEMENT_NOT_OFFERED_MESSAGE],
        });
      const endDate = addMonths(input.startDate, input.durationMonths);
      return [
        {
          type: 'advertising.CampaignCreated',
          data: {
            campaignId: command.campaignId,
            advertiserId: command.advertiserId,
            name: input.name,
            description: input.description,
            durationMonths: input.durationMonths,
            budget: budgetFor(input.durationMonths, monthlyPrice),
            placement: input.placement,
            startDate: input.startDate,
            endDate,
            expiresAt: `${endDate}T23:59:59.999-10:00`,
            targetAudience: { ages: input.targetAudience.ages, interests: input.targetAudience.interests },
            createdAt: command.now.toISOString(),
          },
        },
      ];
    }
    if (!state.exists) throw new DomainError('not_found', 'Campaign not found');
    const change = {
      campaignId: state.campaignId,
      advertiserId: state.advertiserId,
      by: command.by,
      at: command.now.toISOString(),
    };
    switch (command.kind) {
      case 'EditCampaign':
        return [editCampaign(state, command, change)];
      case 'RescheduleCampaign':
        return [rescheduleCampaign(state, command, change)];
      case 'RecordPayment':
        // A payment activates a pending campaign once; a repeat or late payment changes nothing.
        if (state.status !== 'pending') return [];
        return [
          {
            type: 'advertising.CampaignActivated',
            data: { ...change, reason: 'payment', paymentId: command.paymentId },
          },
        ];
      case 'ChangeCampaignStatus':
        // An admin's approval never stands in for the payment: an unpaid campaign would serve for free.
        if (state.status === 'pending' && command.status === 'active' && !state.paid)
          throw new DomainError('conflict', UNPAID_APPROVAL_MESSAGE);
        if (state.status === 'paused' && command.status === 'active') return [resume(state, change)];
        return [
          changeStatus(
            state.status,
            command.status,
            { ...change, reason: command.reason ?? null },
            state.paid,
          ),
        ];
      case 'PauseOwnCampaign':
      case 'ResumeOwnCampaign':
        return [ownerPauseOrResume(state, command, change)];
      case 'ExpireCampaign':
        if (state.status !== 'active' && state.status !== 'paused') return [];
        return [{ type: 'advertising.CampaignExpired', data: change }];
      case 'RecordRefund':
        if (state.status === 'refunded') return [];
        if (!state.paid) throw new DomainError('conflict', REFUND_UNPAID_MESSAGE);
        return [
          {
            type: 'advertising.CampaignRefunded',
            data: {
              ...change,
              paymentId: command.paymentId,
              refundId: command.refundId,
              amount: command.amount,
              previousStatus: state.status,
            },
          },
        ];
      case 'RecordRenewalReminder':
        if (state.reminderSent) return [];
        return [
          {
            type: 'advertising.CampaignRenewalReminderSent',
            data: { ...change, messageId: command.messageId },
          },
        ];
    }
  },

  evolve(state, event) {
    if (event.type === 'advertising.CampaignCreated') {
      return {
        exists: true,
        campaignId: event.data.campaignId,
        advertiserId: event.data.advertiserId,
        status: 'pending',
        durationMonths: event.data.durationMonths,
        startDate: event.data.startDate,
        endDate: event.data.endDate,
        pausedOn: null,
        reminderSent: false,
        paid: false,
      };
    }
    if (!state.exists) return state;
    switch (event.type) {
      case 'advertising.CampaignActivated':
        return { ...state, status: 'active', paid: state.paid || event.data.reason === 'payment' };
      case 'advertising.CampaignResumed':
        return { ...state, status: 'active', pausedOn: null, endDate: event.data.endDate ?? state.endDate };
      case 'advertising.CampaignPaused':
        return { ...state, status: 'paused', pausedOn: hawaiiDay(event.data.at) };
      case 'advertising.CampaignRejected':
        return { ...state, status: 'rejected' };
      case 'advertising.CampaignExpired':
        return { ...state, status: 'expired' };
      case 'advertising.CampaignRenewalReminderSent':
        return { ...state, reminderSent: true };
      case 'advertising.CampaignRefunded':
        return { ...state, status: 'refunded' };
      case 'advertising.CampaignUpdated':
        return state;
      case 'advertising.CampaignRescheduled':
        return { ...state, startDate: event.data.startDate, endDate: event.data.endDate };
    }
  },
};

function changeStatus(
  from: CampaignStatus,
  to: 'active' | 'paused' | 'rejected',
  { reason, ...change }: Change & { reason: string | null },
  paid: boolean,
): CampaignEvent {
  if (!canChangeCampaignStatus(from, to)) {
    throw new DomainError('conflict', `Cannot change ${withArticle(from)} campaign to ${to}`);
  }
  // Stopping a campaign someone paid for is explained to them.
  if (paid && to !== 'active' && !reason)
    throw new DomainError('invalid', STOP_REASON_REQUIRED_MESSAGE, {
      reason: [STOP_REASON_REQUIRED_MESSAGE],
    });
  if (to === 'rejected')
    return { type: 'advertising.CampaignRejected', data: { ...change, previousStatus: from, reason } };
  if (to === 'paused') return { type: 'advertising.CampaignPaused', data: { ...change, reason } };
  if (from === 'paused') return { type: 'advertising.CampaignResumed', data: change };
  return { type: 'advertising.CampaignActivated', data: { ...change, reason: 'admin', paymentId: null } };
}

/** A paid campaign gets back the days it was paused: its end date moves out by them. */
function resume(
  state: { paid: boolean; startDate: string; endDate: string; pausedOn: string | null },
  change: Change,
): CampaignResumed {
  const from = state.pausedOn && state.pausedOn > state.startDate ? state.pausedOn : state.startDate;
  const pausedDays = state.paid ? Math.max(0, daysBetween(from, hawaiiDay(change.at))) : 0;
  if (pausedDays === 0) return { type: 'advertising.CampaignResumed', data: change };
  const endDate = addDays(state.endDate, pausedDays);
  return {
    type: 'advertising.CampaignResumed',
    data: { ...change, pausedDays, endDate, expiresAt: `${endDate}T23:59:59.999-10:00` },
  };
}

export const OWNER_PAUSE_MESSAGE =
  'Only a paid campaign that is running can be paused, and only a paused one resumed';

/** The owner pauses a running paid campaign or resumes it; its paused days are given back on resume. */
function ownerPauseOrResume(
  state: Extract<CampaignState, { exists: true }>,
  command: { kind: 'PauseOwnCampaign' | 'ResumeOwnCampaign'; advertiserId: string },
  change: Change,
): CampaignEvent {
  if (command.advertiserId !== state.advertiserId) throw new DomainError('not_found', 'Campaign not found');
  const from = command.kind === 'PauseOwnCampaign' ? 'active' : 'paused';
  if (!state.paid || state.status !== from) throw new DomainError('conflict', OWNER_PAUSE_MESSAGE);
  if (command.kind === 'ResumeOwnCampaign') return resume(state, change);
  return { type: 'advertising.CampaignPaused', data: { ...change, reason: null } };
}

/** Campaigns that are closed for good. */
const closedStatuses: readonly CampaignStatus[] = ['rejected', 'expired'];

/** Only the owner edits a campaign (anybody else is told it does not exist), and not once it is closed. */
function editCampaign(
  state: { advertiserId: string; status: CampaignStatus },
  command: { advertiserId: string; input: EditCampaignInput },
  change: Change,
): CampaignUpdated {
  if (command.advertiserId !== state.advertiserId) throw new DomainError('not_found', 'Campaign not found');
  if (closedStatuses.includes(state.status)) {
    throw new DomainError('conflict', `Cannot edit a ${state.status} campaign`);
  }
  const { name, description, targetAudience } = command.input;
  return {
    type: 'advertising.CampaignUpdated',
    data: {
      ...change,
      name,
      description,
      targetAudience: { ages: targetAudience.ages, interests: targetAudience.interests },
    },
  };
}

/** The owner moves a pending, unpaid campaign to a start of today or later; it keeps its duration. */
function rescheduleCampaign(
  state: { advertiserId: string; status: CampaignStatus; paid: boolean; durationMonths: number },
  command: { advertiserId: string; startDate: string; now: Date },
  change: Change,
): CampaignRescheduled {
  if (command.advertiserId !== state.advertiserId) throw new DomainError('not_found', 'Campaign not found');
  if (state.status !== 'pending' || state.paid) throw new DomainError('conflict', RESCHEDULE_PAID_MESSAGE);
  if (!isDateInRange(command.startDate))
    throw new DomainError('invalid', DATE_RANGE_MESSAGE, { startDate: [DATE_RANGE_MESSAGE] });
  if (command.startDate < hawaiiDay(command.now))
    throw new DomainError('invalid', START_IN_PAST_MESSAGE, { startDate: [START_IN_PAST_MESSAGE] });
  const endDate = addMonths(command.startDate, state.durationMonths);
  return {
    type: 'advertising.CampaignRescheduled',
    data: { ...change, startDate: command.startDate, endDate, expiresAt: `${endDate}T23:59:59.999-10:00` },
  };
}
