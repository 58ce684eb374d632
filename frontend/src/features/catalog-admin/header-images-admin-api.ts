import { queryOptions } from '@tanstack/react-query';
import { apiCommand, apiFetch } from '../../lib/api-fetch.ts';
import { catalogApiPath, catalogQueryKey } from './catalog-admin-api.ts';

export const HEADER_IMAGES = 'header-images';
const orderPath = `${catalogApiPath(HEADER_IMAGES)}/order`;

/** The header images' order, and the revision a reorder names: one made on an older one is refused. */
export interface HeaderImageOrder {
  order: number[];
  revision: number;
}

export const headerImageOrderQueryOptions = () =>
  queryOptions({
    queryKey: [...catalogQueryKey(HEADER_IMAGES), 'order'],
    queryFn: () => apiFetch<HeaderImageOrder>(orderPath),
  });

export const reorderHeaderImages = (order: number[], expectedRevision: number) =>
  apiCommand<HeaderImageOrder>(orderPath, { method: 'PUT', json: { order, expectedRevision } });
