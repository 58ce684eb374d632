import { queryOptions, useMutation } from '@tanstack/react-query';
import type { ListingChanges, ListingContent } from '@nsg/domain/catalog/business-listing.ts';
import { apiCommand, apiFetch } from '../../../lib/api-fetch.ts';

export interface AdminBusinessClaim {
  id: string;
  businessId: number;
  businessName: string | null;
  companyName: string | null;
  message: string | null;
  status: string;
  reason: string | null;
  requestedAt: string;
}

export interface AdminListingEdit {
  id: string;
  businessId: number;
  businessName: string | null;
  companyName: string | null;
  changes: ListingChanges;
  previous: ListingChanges;
  status: string;
  reason: string | null;
  proposedAt: string;
}

export interface AdminBusinessRequest {
  id: string;
  name: string;
  business: ListingContent & { name: string; category: string; location: string };
  companyName: string | null;
  status: string;
  reason: string | null;
  businessId: number | null;
  requestedAt: string;
}

export const adminBusinessRequestsQueryOptions = (status: string) =>
  queryOptions({
    queryKey: ['admin', 'business-claims', 'requests', status],
    queryFn: () => apiFetch<AdminBusinessRequest[]>(`/api/admin/business-requests?status=${status}`),
  });

export const adminClaimsQueryOptions = (status: string) =>
  queryOptions({
    queryKey: ['admin', 'business-claims', 'claims', status],
    queryFn: () => apiFetch<AdminBusinessClaim[]>(`/api/admin/business-claims?status=${status}`),
  });

export const adminListingEditsQueryOptions = (status: string) =>
  queryOptions({
    queryKey: ['admin', 'business-claims', 'edits', status],
    queryFn: () => apiFetch<AdminListingEdit[]>(`/api/admin/listing-edits?status=${status}`),
  });

/** An admin's decision; an approval may carry more (where a requested business is on the map). */
export type Decision = { id: string; status: string; reason?: string; details?: Record<string, string> };
const decide =
  (path: string) =>
  ({ id, status, reason, details }: Decision) =>
    apiCommand(`/api/admin/${path}/${id}/status`, {
      method: 'PATCH',
      json: { status, ...(reason ? { reason } : {}), ...details },
    });

export const useDecideClaim = () => useMutation({ mutationFn: decide('business-claims') });
export const useDecideListingEdit = () => useMutation({ mutationFn: decide('listing-edits') });
export const useDecideBusinessRequest = () => useMutation({ mutationFn: decide('business-requests') });
