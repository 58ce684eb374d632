import { queryOptions } from '@tanstack/react-query';
import type { HeaderImageView } from '@nsg/domain/catalog/header-image.ts';
import { apiFetch } from '../../../lib/api-fetch.ts';

export type HeaderImage = HeaderImageView;

export const headerImagesQueryOptions = () =>
  queryOptions({
    queryKey: ['header-images'],
    queryFn: () => apiFetch<HeaderImage[]>('/api/header-images'),
  });

const UPLOADED_SIZES = [
  ['small', 400],
  ['medium', 800],
  ['large', 1200],
] as const;

/**
 * An uploaded picture's sizes for `srcSet` (the upload pipeline stores `-small`, `-medium` and `-large`
 * beside each other); a picture we ship is a single SVG.
 */
export function headerImageSrcSet(imageUrl: string): string | undefined {
  if (!imageUrl.endsWith('-large.webp')) return undefined;
  const base = imageUrl.slice(0, -'-large.webp'.length);
  return UPLOADED_SIZES.map(([size, width]) => `${base}-${size}.webp ${width}w`).join(', ');
}
