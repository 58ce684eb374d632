import { queryOptions } from '@tanstack/react-query';
import { ApiError, apiCommand, apiFetch, errorFromResponse } from '../../lib/api-fetch.ts';

/** What every admin catalog list row has, whatever its kind. */
export interface CatalogAdminRow {
  id: number;
  name: string;
  /** The stream revision the entry is at: an edit sends it back as `expectedRevision`. */
  revision: number;
  /** Shipped with the guide: invented, listed first. */
  sample: boolean;
  retired: boolean;
  /** The visitor texts that have no Japanese yet, by their English field's name. */
  missingJapanese: string[];
}

/** The entry as the server has it now, sent with a 409 when the form was loaded before someone else saved. */
export interface CurrentEntry {
  revision: number;
  fields: Record<string, unknown>;
  retired: boolean;
}

export const catalogApiPath = (kind: string) => `/api/admin/catalog/${kind}`;
export const catalogQueryKey = (kind: string) => ['admin', 'catalog', kind] as const;

export const catalogRowsQueryOptions = <Row extends CatalogAdminRow>(kind: string) =>
  queryOptions({
    queryKey: catalogQueryKey(kind),
    queryFn: () => apiFetch<Row[]>(catalogApiPath(kind)),
  });

export function saveCatalogEntry(
  kind: string,
  entry: { id: number; revision: number } | null,
  values: object,
) {
  return entry
    ? apiCommand<{ id: number; revision: number }>(`${catalogApiPath(kind)}/${entry.id}`, {
        method: 'PUT',
        json: { ...values, expectedRevision: entry.revision },
      })
    : apiCommand<{ id: number; revision: number }>(catalogApiPath(kind), { method: 'POST', json: values });
}

export const retireCatalogEntry = (kind: string, id: number, reason: string) =>
  apiCommand(`${catalogApiPath(kind)}/${id}/retire`, { method: 'POST', json: { reason } });

/** The entry as it is now, when the save was refused because someone else saved it first. */
export function staleEditOf(error: unknown): CurrentEntry | null {
  if (!(error instanceof ApiError) || error.code !== 'stale_edit') return null;
  const current = error.current as CurrentEntry | undefined;
  return current && typeof current.revision === 'number' && current.fields ? current : null;
}

/** Sends a picture through the image pipeline; the answer names our copy, the only kind an entry takes. */
export async function uploadCatalogImage(image: File): Promise<{ image: string }> {
  const body = new FormData();
  body.set('image', image);
  const response = await fetch('/api/admin/catalog/images', { method: 'POST', body, credentials: 'include' });
  if (!response.ok) throw await errorFromResponse(response);
  return (await response.json()) as { image: string };
}

/** How many sample entries of each kind visitors still see. */
export const sampleCountsQueryOptions = () =>
  queryOptions({
    queryKey: [...catalogQueryKey('samples')],
    queryFn: () => apiFetch<Record<string, number>>(catalogApiPath('samples')),
  });

export const retireAllSamples = (reason: string) =>
  apiCommand<{ retired: Record<string, number> }>(`${catalogApiPath('samples')}/retire`, {
    method: 'POST',
    json: { reason },
  });
