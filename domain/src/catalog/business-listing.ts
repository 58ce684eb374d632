import { z } from 'zod';
import type { Decider } from '../shared/decider.ts';
import { DomainError } from '../shared/errors.ts';
import type { DomainEvent } from '../shared/events.ts';
import { integerId } from '../shared/ids.ts';
import { isUploadedImagePath } from '../shared/uploads.ts';
import { openingHoursSchema } from './opening-hours.ts';

/**
 * A business's listing as its owner keeps it: who owns it (an advertiser whose claim an admin approved)
 * and the edits they propose, each live once a moderator approves it. Stream `business_listing-<id>`,
 * apart from the catalog's own `business-<id>`, so an owner's edit never makes an admin's form stale.
 */
export const businessListingStreamId = (businessId: number) => `business_listing-${businessId}`;

export const MAX_LISTING_PHOTOS = 6;
const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .optional()
    .nullable()
    .transform((value) => value || null);

export const claimBusinessSchema = z.object({
  businessId: integerId('Please choose a business', 'Please choose a business'),
  message: optionalText(1000, 'Message must be under 1000 characters').describe(
    'How the advertiser is connected to the business, for the admin who checks the claim',
  ),
});

export const CLAIM_REJECTION_REASON_REQUIRED = 'Please say why the claim is rejected';
export const EDIT_REJECTION_REASON_REQUIRED = 'Please say why the edit is rejected';

/** An admin's approval or rejection of a claim or an edit; a rejection says why. */
const decisionSchema = (reasonRequired: string) =>
  z
    .object({
      status: z.enum(['approved', 'rejected'], 'Status must be approved or rejected'),
      reason: optionalText(500, 'Reason must be under 500 characters').describe(
        'Why it is rejected, required to reject; told to the advertiser',
      ),
    })
    .refine((body) => body.status !== 'rejected' || body.reason, {
      path: ['reason'],
      message: reasonRequired,
    });
export const claimDecisionSchema = decisionSchema(CLAIM_REJECTION_REASON_REQUIRED);
export const listingEditDecisionSchema = decisionSchema(EDIT_REJECTION_REASON_REQUIRED);

const photo = z
  .string()
  .trim()
  .max(500)
  .refine(
    isUploadedImagePath,
    'Upload the photo here: only photos uploaded to North Shore Guide can be used',
  );

/** What the owner keeps: the whole listing as their form shows it. */
export const listingContentSchema = z.object({
  description: z
    .string('Description is required')
    .trim()
    .min(1, 'Description is required')
    .max(2000, 'Description must be under 2000 characters'),
  descriptionJa: optionalText(2000, 'Description must be under 2000 characters'),
  phone: z
    .string()
    .trim()
    .max(30, 'Phone must be under 30 characters')
    .regex(/^[+()\d\s.-]*$/, 'Please enter a valid phone number')
    .optional()
    .nullable()
    .transform((value) => value || null),
  website: z
    .union(
      [
        z.literal(''),
        z.url({ protocol: /^https?$/, error: 'Please enter a valid website URL or leave empty' }),
      ],
      'Please enter a valid website URL or leave empty',
    )
    .optional()
    .nullable()
    .transform((value) => value || null),
  hours: openingHoursSchema.nullable().default(null),
  photos: z.array(photo).max(MAX_LISTING_PHOTOS, `At most ${MAX_LISTING_PHOTOS} photos`).default([]),
});
export type ListingContent = z.output<typeof listingContentSchema>;
export const LISTING_FIELDS = [
  'description',
  'descriptionJa',
  'phone',
  'website',
  'hours',
  'photos',
] as const;
export type ListingField = (typeof LISTING_FIELDS)[number];
export type ListingChanges = Partial<ListingContent>;

/** The fields of a proposal that differ from the live listing: their new and their previous values. */
export function listingChanges(
  live: ListingContent,
  proposed: ListingContent,
): { changes: ListingChanges; previous: ListingChanges } {
  const changes: Record<string, unknown> = {};
  const previous: Record<string, unknown> = {};
  for (const field of LISTING_FIELDS) {
    if (JSON.stringify(live[field]) === JSON.stringify(proposed[field])) continue;
    changes[field] = proposed[field];
    previous[field] = live[field];
  }
  return { changes: changes as ListingChanges, previous: previous as ListingChanges };
}

interface Decision {
  businessId: number;
  advertiserId: string;
  by: string;
  at: string;
}
export type BusinessClaimRequested = DomainEvent<
  'catalog.BusinessClaimRequested',
  { businessId: number; claimId: string; advertiserId: string; message: string | null; requestedAt: string }
>;
export type BusinessClaimApproved = DomainEvent<
  'catalog.BusinessClaimApproved',
  Decision & { claimId: string }
>;
export type BusinessClaimRejected = DomainEvent<
  'catalog.BusinessClaimRejected',
  Decision & { claimId: string; reason: string }
>;
export type ListingEditProposed = DomainEvent<
  'catalog.ListingEditProposed',
  {
    businessId: number;
    editId: string;
    advertiserId: string;
    changes: ListingChanges;
    previous: ListingChanges;
    proposedAt: string;
  }
>;
/** Carries what goes live, so the listing's read model needs nothing but this event. */
export type ListingEditApproved = DomainEvent<
  'catalog.ListingEditApproved',
  Decision & { editId: string; changes: ListingChanges; previous: ListingChanges }
>;
export type ListingEditRejected = DomainEvent<
  'catalog.ListingEditRejected',
  Decision & { editId: string; reason: string }
>;
/** The advertiser owns the business the directory added at their request, with its hours and photos. */
export type RequestedBusinessOwned = DomainEvent<
  'catalog.RequestedBusinessOwned',
  Pick<ListingContent, 'hours' | 'photos'> & {
    businessId: number;
    requestId: string;
    advertiserId: string;
    by: string;
    at: string;
  }
>;
export type BusinessListingEvent =
  | RequestedBusinessOwned
  | BusinessClaimRequested
  | BusinessClaimApproved
  | BusinessClaimRejected
  | ListingEditProposed
  | ListingEditApproved
  | ListingEditRejected;

/** The business as the catalog has it when a claim is made. */
export type ClaimedBusinessState = 'listed' | 'retired' | 'missing';

interface Moderation {
  by: string;
  now: Date;
}
export type BusinessListingCommand =
  | {
      kind: 'RequestClaim';
      businessId: number;
      claimId: string;
      advertiserId: string;
      advertiserStatus: string;
      business: ClaimedBusinessState;
      message: string | null;
      now: Date;
    }
  | (Moderation & { kind: 'ApproveClaim'; claimId: string })
  | (Moderation & { kind: 'RejectClaim'; claimId: string; reason: string })
  | {
      kind: 'ProposeEdit';
      businessId: number;
      editId: string;
      advertiserId: string;
      live: ListingContent;
      proposed: ListingContent;
      now: Date;
    }
  | (Moderation & { kind: 'ApproveEdit'; editId: string })
  | (Omit<RequestedBusinessOwned['data'], 'at'> & { kind: 'OwnRequestedBusiness'; now: Date })
  | (Moderation & { kind: 'RejectEdit'; editId: string; reason: string });

type ClaimStatus = 'pending' | 'approved' | 'rejected';
interface PendingEdit {
  editId: string;
  advertiserId: string;
  changes: ListingChanges;
  previous: ListingChanges;
}
export interface BusinessListingState {
  businessId: number | null;
  ownerId: string | null;
  claims: Record<string, { advertiserId: string; status: ClaimStatus }>;
  pendingEdit: PendingEdit | null;
}

const notFound = (what: string) => new DomainError('not_found', `${what} not found`);

function decideClaim(
  command: Extract<BusinessListingCommand, { kind: 'RequestClaim' }>,
  state: BusinessListingState,
): BusinessListingEvent[] {
  if (command.business === 'missing') throw notFound('Business');
  if (command.business === 'retired')
    throw new DomainError('conflict', 'This business has been retired from the guide and cannot be claimed');
  if (command.advertiserStatus !== 'active')
    throw new DomainError('forbidden', 'Your account must be approved before you can claim a business');
  if (state.ownerId === command.advertiserId)
    throw new DomainError('conflict', 'You already manage this business');
  if (state.ownerId) throw new DomainError('conflict', 'This business is already managed by its owner');
  const waiting = Object.values(state.claims).some(
    (claim) => claim.advertiserId === command.advertiserId && claim.status === 'pending',
  );
  if (waiting)
    throw new DomainError('conflict', 'Your claim for this business is already waiting for review');
  return [
    {
      type: 'catalog.BusinessClaimRequested',
      data: {
        businessId: command.businessId,
        claimId: command.claimId,
        advertiserId: command.advertiserId,
        message: command.message,
        requestedAt: command.now.toISOString(),
      },
    },
  ];
}

function decideOnClaim(
  command: Extract<BusinessListingCommand, { kind: 'ApproveClaim' | 'RejectClaim' }>,
  state: BusinessListingState,
): BusinessListingEvent[] {
  const claim = state.claims[command.claimId];
  if (!claim || state.businessId === null) throw notFound('Claim');
  if (claim.status !== 'pending') throw new DomainError('conflict', `Claim is already ${claim.status}`);
  const decision = {
    businessId: state.businessId,
    claimId: command.claimId,
    advertiserId: claim.advertiserId,
    by: command.by,
    at: command.now.toISOString(),
  };
  if (command.kind === 'RejectClaim')
    return [{ type: 'catalog.BusinessClaimRejected', data: { ...decision, reason: command.reason } }];
  if (state.ownerId) throw new DomainError('conflict', 'This business is already managed by its owner');
  return [{ type: 'catalog.BusinessClaimApproved', data: decision }];
}

function decideEdit(
  command: Extract<BusinessListingCommand, { kind: 'ProposeEdit' }>,
  state: BusinessListingState,
): BusinessListingEvent[] {
  if (state.ownerId !== command.advertiserId)
    throw new DomainError('forbidden', 'Only the owner of this business can edit its listing');
  const { changes, previous } = listingChanges(command.live, command.proposed);
  if (Object.keys(changes).length === 0)
    throw new DomainError('invalid', 'Nothing changed: the listing already says this');
  return [
    {
      type: 'catalog.ListingEditProposed',
      data: {
        businessId: command.businessId,
        editId: command.editId,
        advertiserId: command.advertiserId,
        changes,
        previous,
        proposedAt: command.now.toISOString(),
      },
    },
  ];
}

function decideOnEdit(
  command: Extract<BusinessListingCommand, { kind: 'ApproveEdit' | 'RejectEdit' }>,
  state: BusinessListingState,
): BusinessListingEvent[] {
  const edit = state.pendingEdit;
  if (!edit || edit.editId !== command.editId || state.businessId === null)
    throw new DomainError('conflict', 'This edit is no longer waiting for review');
  const decision = {
    businessId: state.businessId,
    editId: edit.editId,
    advertiserId: edit.advertiserId,
    by: command.by,
    at: command.now.toISOString(),
  };
  return command.kind === 'ApproveEdit'
    ? [
        {
          type: 'catalog.ListingEditApproved',
          data: { ...decision, changes: edit.changes, previous: edit.previous },
        },
      ]
    : [{ type: 'catalog.ListingEditRejected', data: { ...decision, reason: command.reason } }];
}

function decideOwnership(
  command: Extract<BusinessListingCommand, { kind: 'OwnRequestedBusiness' }>,
  state: BusinessListingState,
): BusinessListingEvent[] {
  if (state.ownerId === command.advertiserId) return [];
  if (state.ownerId) throw new DomainError('conflict', 'This business is already managed by its owner');
  const { kind: _kind, now, ...owned } = command;
  return [{ type: 'catalog.RequestedBusinessOwned', data: { ...owned, at: now.toISOString() } }];
}

export const businessListingDecider: Decider<
  BusinessListingCommand,
  BusinessListingEvent,
  BusinessListingState
> = {
  initialState: () => ({ businessId: null, ownerId: null, claims: {}, pendingEdit: null }),

  decide(command, state) {
    switch (command.kind) {
      case 'RequestClaim':
        return decideClaim(command, state);
      case 'ApproveClaim':
      case 'RejectClaim':
        return decideOnClaim(command, state);
      case 'ProposeEdit':
        return decideEdit(command, state);
      case 'ApproveEdit':
      case 'RejectEdit':
        return decideOnEdit(command, state);
      case 'OwnRequestedBusiness':
        return decideOwnership(command, state);
    }
  },

  evolve(state, event) {
    const withClaim = (claimId: string, advertiserId: string, status: ClaimStatus) => ({
      ...state,
      businessId: event.data.businessId,
      claims: { ...state.claims, [claimId]: { advertiserId, status } },
    });
    switch (event.type) {
      case 'catalog.RequestedBusinessOwned':
        return { ...state, businessId: event.data.businessId, ownerId: event.data.advertiserId };
      case 'catalog.BusinessClaimRequested':
        return withClaim(event.data.claimId, event.data.advertiserId, 'pending');
      case 'catalog.BusinessClaimApproved':
        return {
          ...withClaim(event.data.claimId, event.data.advertiserId, 'approved'),
          ownerId: event.data.advertiserId,
        };
      case 'catalog.BusinessClaimRejected':
        return withClaim(event.data.claimId, event.data.advertiserId, 'rejected');
      case 'catalog.ListingEditProposed': {
        const { editId, advertiserId, changes, previous } = event.data;
        // A new proposal replaces the one still waiting: the owner's latest version is the one reviewed.
        return { ...state, pendingEdit: { editId, advertiserId, changes, previous } };
      }
      case 'catalog.ListingEditApproved':
      case 'catalog.ListingEditRejected':
        return { ...state, pendingEdit: null };
    }
  },
};
