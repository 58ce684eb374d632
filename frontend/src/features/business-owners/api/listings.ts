import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ListingChanges, ListingContent } from '@nsg/domain/catalog/business-listing.ts';
import { apiCommand, apiFetch } from '../../../lib/api-fetch.ts';
import { refreshAfterWrite } from '../../../lib/read-your-writes.ts';

export interface OwnerClaim {
  id: string;
  businessId: number;
  businessName: string | null;
  message: string | null;
  status: string;
  reason: string | null;
  requestedAt: string;
}

export interface BusinessRequestInput extends ListingContent {
  name: string;
  category: string;
  location: string;
}

export interface OwnerBusinessRequest {
  id: string;
  name: string;
  status: string;
  reason: string | null;
  businessId: number | null;
}

export interface OwnedListing extends ListingContent {
  businessId: number;
  name: string;
  latestEdit: { id: string; status: string; reason: string | null; changes: ListingChanges } | null;
}

export interface OwnerReview {
  id: string;
  rating: number;
  title: string;
  content: string;
  authorName: string;
  createdAt: string;
  ownerReply: { reply: string; repliedAt: string; edited: boolean } | null;
}

const LISTINGS_PATH = '/api/advertiser/listings';
const listingsKey = ['owner-listings'] as const;

export const ownerListingsQueryOptions = queryOptions({
  queryKey: [...listingsKey, 'mine'],
  queryFn: () =>
    apiFetch<{ claims: OwnerClaim[]; requests: OwnerBusinessRequest[]; listings: OwnedListing[] }>(
      LISTINGS_PATH,
    ),
});

export const ownerReviewsQueryOptions = (businessId: number) =>
  queryOptions({
    queryKey: [...listingsKey, 'reviews', businessId],
    queryFn: () => apiFetch<OwnerReview[]>(`${LISTINGS_PATH}/${businessId}/reviews`),
  });

/** A command on the owner's listings, then the page once the read models show it. */
function useListingCommand<Input>(send: (input: Input) => Promise<{ position: string }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: Input) => {
      const { position } = await send(input);
      await refreshAfterWrite(queryClient, { position, readPath: LISTINGS_PATH, queryKeys: [listingsKey] });
    },
  });
}

export const useClaimBusiness = () =>
  useListingCommand((claim: { businessId: number; message: string }) =>
    apiCommand(`${LISTINGS_PATH}/claims`, { method: 'POST', json: claim }),
  );

export const useRequestBusiness = () =>
  useListingCommand((business: BusinessRequestInput) =>
    apiCommand(`${LISTINGS_PATH}/requests`, { method: 'POST', json: business }),
  );

export const useProposeListingEdit = (businessId: number) =>
  useListingCommand((listing: ListingContent) =>
    apiCommand(`${LISTINGS_PATH}/${businessId}`, { method: 'PUT', json: listing }),
  );

export const useReplyToReview = () =>
  useListingCommand(({ reviewId, reply }: { reviewId: string; reply: string }) =>
    apiCommand(`/api/advertiser/reviews/${reviewId}/reply`, { method: 'PUT', json: { reply } }),
  );

/** The directory's businesses, by name, to pick the one to claim. */
export const directoryQueryOptions = queryOptions({
  queryKey: [...listingsKey, 'directory'],
  queryFn: () => apiFetch<{ id: number; name: string; location: string }[]>('/api/businesses'),
});
