import { breakpoint } from '@heartline/ui';
import { useSyncExternalStore } from 'react';

const query = `(min-width: ${breakpoint.wide}px)`;

function subscribe(onChange: () => void) {
  const list = window.matchMedia(query);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/** True on wide screens (the product's one breakpoint, 768 px), following resizes. */
export function useIsWide() {
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches);
}
