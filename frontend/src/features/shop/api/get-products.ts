import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-fetch.ts';

export interface Product {
  id: number;
  name: string;
  description: string;
  price: number;
  image: string;
  category: string;
  /** The name and description in Japanese, or null where the catalog has only the English. */
  nameJa: string | null;
  descriptionJa: string | null;
}

export const productsQueryOptions = () =>
  queryOptions({
    queryKey: ['products'] as const,
    queryFn: () => apiFetch<Product[]>('/api/products'),
  });
