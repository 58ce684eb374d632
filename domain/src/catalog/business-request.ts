import { z } from 'zod';
import type { Decider } from '../shared/decider.ts';
import { DomainError } from '../shared/errors.ts';
import type { DomainEvent } from '../shared/events.ts';
import { businessFormSchema } from './business.ts';
import { listingContentSchema, type ListingContent } from './business-listing.ts';
import { latitudeField, longitudeField } from './catalog-fields.ts';
import type { BusinessCategory } from './seed/types.ts';

/**
 * An approved advertiser's request for a business the directory lacks. Stream `business_request-<id>`:
 * pending until an admin approves it (placing it on the map) or rejects it with a reason. Approval is
 * followed, by a reactor, by the business's own catalog events and the advertiser's ownership.
 */
export const businessRequestStreamId = (requestId: string) => `business_request-${requestId}`;

/** What the advertiser asks for: the listing they would keep, with the name, category and address. */
export const businessRequestSchema = listingContentSchema.extend(
  businessFormSchema.pick({ name: true, category: true, location: true }).shape,
);
export type RequestedBusiness = ListingContent & {
  name: string;
  category: BusinessCategory;
  location: string;
};

export const REQUEST_REJECTION_REASON_REQUIRED = 'Please say why the request is rejected';

/** An admin's decision: an approval places the business on the map, a rejection says why. */
export const businessRequestDecisionSchema = z.discriminatedUnion(
  'status',
  [
    z.object({
      status: z.literal('approved'),
      latitude: latitudeField.describe('Where the business is, for the map'),
      longitude: longitudeField,
    }),
    z.object({
      status: z.literal('rejected'),
      reason: z
        .string(REQUEST_REJECTION_REASON_REQUIRED)
        .trim()
        .min(1, REQUEST_REJECTION_REASON_REQUIRED)
        .max(500, 'Reason must be under 500 characters')
        .describe('Why it is rejected; told to the advertiser'),
    }),
  ],
  'Status must be approved or rejected',
);

interface Decision {
  requestId: string;
  advertiserId: string;
  name: string;
  by: string;
  at: string;
}
export type BusinessRequested = DomainEvent<
  'catalog.BusinessRequested',
  RequestedBusiness & { requestId: string; advertiserId: string; requestedAt: string }
>;
/** Carries the whole business, so what follows needs nothing but this event. */
export type BusinessRequestApproved = DomainEvent<
  'catalog.BusinessRequestApproved',
  Decision & { business: RequestedBusiness; latitude: string; longitude: string }
>;
export type BusinessRequestRejected = DomainEvent<
  'catalog.BusinessRequestRejected',
  Decision & { reason: string }
>;
/** The directory's id of the business the approval created, once created. */
export type RequestedBusinessListed = DomainEvent<
  'catalog.RequestedBusinessListed',
  { requestId: string; businessId: number }
>;
export type BusinessRequestEvent =
  BusinessRequested | BusinessRequestApproved | BusinessRequestRejected | RequestedBusinessListed;

export type BusinessRequestCommand =
  | {
      kind: 'RequestBusiness';
      requestId: string;
      advertiserId: string;
      advertiserStatus: string;
      business: RequestedBusiness;
      now: Date;
    }
  | { kind: 'ApproveRequest'; latitude: string; longitude: string; by: string; now: Date }
  | { kind: 'RejectRequest'; reason: string; by: string; now: Date }
  | { kind: 'RecordListing'; businessId: number };

export interface BusinessRequestState {
  request: { requestId: string; advertiserId: string; business: RequestedBusiness } | null;
  status: 'pending' | 'approved' | 'rejected' | null;
  businessId: number | null;
}

function decideRequest(
  command: Extract<BusinessRequestCommand, { kind: 'RequestBusiness' }>,
  state: BusinessRequestState,
): BusinessRequestEvent[] {
  if (state.request) throw new DomainError('conflict', 'This request was already sent');
  if (command.advertiserStatus !== 'active')
    throw new DomainError('forbidden', 'Your account must be approved before you can ask for a business');
  return [
    {
      type: 'catalog.BusinessRequested',
      data: {
        ...command.business,
        requestId: command.requestId,
        advertiserId: command.advertiserId,
        requestedAt: command.now.toISOString(),
      },
    },
  ];
}

function decideOnRequest(
  command: Extract<BusinessRequestCommand, { kind: 'ApproveRequest' | 'RejectRequest' }>,
  state: BusinessRequestState,
): BusinessRequestEvent[] {
  const { request } = state;
  if (!request) throw new DomainError('not_found', 'Request not found');
  if (state.status !== 'pending') throw new DomainError('conflict', `Request is already ${state.status}`);
  const decision = {
    requestId: request.requestId,
    advertiserId: request.advertiserId,
    name: request.business.name,
    by: command.by,
    at: command.now.toISOString(),
  };
  if (command.kind === 'RejectRequest')
    return [{ type: 'catalog.BusinessRequestRejected', data: { ...decision, reason: command.reason } }];
  const { latitude, longitude } = command;
  return [
    {
      type: 'catalog.BusinessRequestApproved',
      data: { ...decision, business: request.business, latitude, longitude },
    },
  ];
}

function decideListing(
  command: Extract<BusinessRequestCommand, { kind: 'RecordListing' }>,
  state: BusinessRequestState,
): BusinessRequestEvent[] {
  if (state.status !== 'approved' || !state.request)
    throw new DomainError('conflict', 'Only an approved request is listed');
  if (state.businessId !== null) return [];
  return [
    {
      type: 'catalog.RequestedBusinessListed',
      data: { requestId: state.request.requestId, businessId: command.businessId },
    },
  ];
}

export const businessRequestDecider: Decider<
  BusinessRequestCommand,
  BusinessRequestEvent,
  BusinessRequestState
> = {
  initialState: () => ({ request: null, status: null, businessId: null }),

  decide(command, state) {
    switch (command.kind) {
      case 'RequestBusiness':
        return decideRequest(command, state);
      case 'ApproveRequest':
      case 'RejectRequest':
        return decideOnRequest(command, state);
      case 'RecordListing':
        return decideListing(command, state);
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case 'catalog.BusinessRequested': {
        const { requestId, advertiserId, requestedAt: _at, ...business } = event.data;
        return { ...state, request: { requestId, advertiserId, business }, status: 'pending' };
      }
      case 'catalog.BusinessRequestApproved':
        return { ...state, status: 'approved' };
      case 'catalog.BusinessRequestRejected':
        return { ...state, status: 'rejected' };
      case 'catalog.RequestedBusinessListed':
        return { ...state, businessId: event.data.businessId };
    }
  },
};
