import { useState } from 'react';

/**
 * True from the first render where `open` is true, and from then on. A dialog whose code is
 * loaded with `lazy()` is mounted only once it has been opened (its code is not part of the page's
 * first download) and stays mounted afterwards, so that it can play its closing animation.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
