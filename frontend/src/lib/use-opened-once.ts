import { useState } from 'react';

/**
 * True from the first time `opened` is true. A dialog loaded on demand stays mounted after that, so it can play its
 * closing transition and keep its state.
 */
export function useOpenedOnce(opened: boolean) {
  const [openedOnce, setOpenedOnce] = useState(opened);
  if (opened && !openedOnce) setOpenedOnce(true);
  return openedOnce;
}
