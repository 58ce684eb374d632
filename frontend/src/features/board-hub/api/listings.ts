import type { z } from 'zod';
import { formatLength, listingFormSchema, type ListingFormValues } from '@nsg/domain/marketplace/listing.ts';
import type { listingView } from '@nsg/domain/marketplace/listing-view.ts';
import type { Locale } from '@nsg/domain/shared/locales.ts';
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useLocale } from '../../../i18n/use-t.ts';
import { apiCommand, apiFetch, errorFromResponse } from '../../../lib/api-fetch.ts';
import { refreshAfterWrite } from '../../../lib/read-your-writes.ts';
import { sellerTokenHeader, sellerTokens } from '../seller-tokens.ts';

export type Listing = z.infer<typeof listingView>;

export interface ListingFilters {
  search: string;
  condition: string;
  length: string;
}

export const listingKeys = {
  all: ['listings'] as const,
  list: (filters: ListingFilters) => ['listings', filters] as const,
};

export const listingsQueryOptions = (filters: ListingFilters) =>
  queryOptions({
    queryKey: listingKeys.list(filters),
    queryFn: () => {
      const params = new URLSearchParams();
      if (filters.search.trim()) params.set('search', filters.search.trim());
      if (filters.condition) params.set('condition', filters.condition);
      if (filters.length) params.set('length', filters.length);
      const query = params.toString();
      return apiFetch<Listing[]>(`/api/listings${query ? `?${query}` : ''}`);
    },
  });

export { listingFormSchema };
export type { ListingFormValues };

export const emptyListingForm: ListingFormValues = {
  title: '',
  feet: '',
  inches: '',
  condition: 'Good',
  price: '',
  location: '',
  sellerName: '',
  email: '',
  phone: '',
  description: '',
};

/**
 * Sends the listing as multipart form data (the photo is optional), length as feet'inches", with the
 * language the seller wrote in: the site's mails to the seller are in it.
 */
async function createListing(values: ListingFormValues, photo: File | null, locale: Locale) {
  const parsed = listingFormSchema.parse(values);
  const body = new FormData();
  const { feet, inches, description, ...fields } = parsed;
  for (const [name, value] of Object.entries(fields)) if (value) body.set(name, value);
  body.set('length', formatLength(feet, inches));
  if (description) body.set('description', description);
  if (photo) body.set('photo', photo);
  body.set('locale', locale);
  const response = await fetch('/api/listings', { method: 'POST', body, credentials: 'include' });
  if (!response.ok) throw await errorFromResponse(response);
  return (await response.json()) as { id: string; sellerToken: string; position: string };
}

/** Once the board's read model shows the write, every list of boards reads again. */
const refreshListings = (queryClient: QueryClient, position: string) =>
  refreshAfterWrite(queryClient, { position, readPath: '/api/listings', queryKeys: [listingKeys.all] });

export function useCreateListing() {
  const queryClient = useQueryClient();
  const locale = useLocale();
  return useMutation({
    mutationFn: ({ values, photo }: { values: ListingFormValues; photo: File | null }) =>
      createListing(values, photo, locale),
    onSuccess: ({ id, sellerToken, position }) => {
      // This browser can sell and renew the board from now on; the seller link by mail works anywhere.
      sellerTokens.set(id, sellerToken);
      return refreshListings(queryClient, position);
    },
  });
}

export function useMarkSold() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: { id: string }) =>
      apiCommand<{ id: string; status: 'sold' }>(`/api/listings/${id}/sold`, {
        method: 'PATCH',
        headers: sellerTokenHeader(id),
      }),
    onSuccess: ({ position }, { id }) => {
      // Sold boards leave the list at once; the read after the write confirms it.
      queryClient.setQueriesData<Listing[]>({ queryKey: listingKeys.all }, (list) =>
        list?.filter((l) => l.id !== id),
      );
      return refreshListings(queryClient, position);
    },
  });
}

export function useRenewListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: { id: string }) =>
      apiCommand<{ id: string; expiresAt: string }>(`/api/listings/${id}/renew`, {
        method: 'POST',
        headers: sellerTokenHeader(id),
      }),
    onSuccess: ({ expiresAt, position }, { id }) => {
      queryClient.setQueriesData<Listing[]>({ queryKey: listingKeys.all }, (list) =>
        list?.map((l) => (l.id === id ? { ...l, expiresAt } : l)),
      );
      return refreshListings(queryClient, position);
    },
  });
}

/** Mails a new seller link to the address the board was listed with (the answer never holds it). */
export function useRequestSellerLink() {
  return useMutation({
    mutationFn: ({ id }: { id: string }) =>
      apiFetch<{ status: 'queued' }>(`/api/listings/${id}/seller-link`, { method: 'POST' }),
  });
}

/** A price like "$450" or "1200" as the visitor's language writes dollars; any other text as it is. */
const PLAIN_PRICE = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(\.\d{2})?$/;

/** A listing's dates as the North Shore sees them ("Jan 21, 2027"), and its price, in the visitor's language. */
export function useListingFormat() {
  const intl = useIntl();
  const date = useCallback(
    (iso: string) => intl.formatDate(iso, { year: 'numeric', month: 'short', day: 'numeric' }),
    [intl],
  );
  const price = useCallback(
    (text: string) => {
      const match = PLAIN_PRICE.exec(text.trim());
      if (!match) return text;
      const cents = Boolean(match[2]);
      return intl.formatNumber(Number(match[1]!.replaceAll(',', '') + (match[2] ?? '')), {
        style: 'currency',
        currency: 'USD',
        minimumFractionDigits: cents ? 2 : 0,
        maximumFractionDigits: cents ? 2 : 0,
      });
    },
    [intl],
  );
  return { date, price };
}

export function useContactSeller() {
  return useMutation({
    mutationFn: ({ id, message, replyEmail }: { id: string; message: string; replyEmail: string }) =>
      apiFetch<{ status: 'queued' }>(`/api/listings/${id}/contact`, {
        method: 'POST',
        json: { message, ...(replyEmail.trim() ? { replyEmail: replyEmail.trim() } : {}) },
      }),
  });
}
