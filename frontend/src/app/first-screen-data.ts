import type { QueryClient } from '@tanstack/react-query';
import { FIRST_SCREEN_DATA_ID, type FirstScreenData } from '@nsg/domain/shared/first-screen-data.ts';
import { headerImagesQueryOptions } from '../features/home/api/header-images.ts';

/** Puts what a server-drawn first screen shows into the queries that read it, so both renders draw the same. */
export function seedFirstScreenData(queryClient: QueryClient, data: FirstScreenData) {
  queryClient.setQueryData(headerImagesQueryOptions().queryKey, data.headerImages);
}

/** The data the server wrote into the page beside its drawn first screen, if it did. */
export function drawnFirstScreenData(): FirstScreenData | null {
  const script = document.getElementById(FIRST_SCREEN_DATA_ID);
  return script?.textContent ? (JSON.parse(script.textContent) as FirstScreenData) : null;
}
