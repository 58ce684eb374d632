import { queryOptions, useMutation } from '@tanstack/react-query';
import type { ListingChanges } from '@nsg/domain/catalog/business-listing.ts';
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

type Decision = { id: string; status: string; reason?: string };
const decide =
  (path: string) =>
  ({ id, status, reason }: Decision) =>
    apiCommand(`/api/admin/${path}/${id}/status`, {
      method: 'PATCH',
      json: { status, ...(reason ? { reason } : {}) },
    });

export const useDecideClaim = () => useMutation({ mutationFn: decide('business-claims') });
export const useDecideListingEdit = () => useMutation({ mutationFn: decide('listing-edits') });
