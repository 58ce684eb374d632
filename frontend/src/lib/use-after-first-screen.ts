import { useSyncExternalStore } from 'react';

const nothingToWatch = () => () => {};

/**
 * False while the server draws a page and while the browser takes that drawing over, true otherwise: for
 * parts whose code loads on demand (`lazy`), which the server cannot draw and shows as a placeholder.
 */
export function useAfterFirstScreen(): boolean {
  return useSyncExternalStore(
    nothingToWatch,
    () => true,
    () => false,
  );
}
