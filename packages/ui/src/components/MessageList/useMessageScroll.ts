import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

/** Near the top, the next page is fetched; farther than this from the bottom, "latest" shows. */
const edge = 240;

type Options = {
  /** Row keys, oldest first, and whether each is a time separator (for the first estimate);
   * both kept stable (memoized) while the rows do not change. */
  keys: string[];
  isTime: (index: number) => boolean;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder?: () => void;
};

/**
 * The history's scrolling: a virtualizer anchored to the end (it starts at the newest message,
 * follows new ones while the reader is at the bottom, and keeps the rows in view in place when
 * older ones are prepended), plus the fetch of older messages at the top.
 */
export function useMessageScroll({ keys, isTime, hasOlder, loadingOlder, onLoadOlder }: Options) {
  const rootRef = useRef<HTMLDivElement>(null);
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  // The ScrollArea base owns the scrolling element; the virtualizer needs it.
  useLayoutEffect(() => {
    const found = rootRef.current?.querySelector<HTMLElement>('[data-radix-scroll-area-viewport]');
    setViewport(found ?? null);
  }, []);

  // Stable while the rows are: new functions would make the virtualizer re-measure every row.
  const getItemKey = useCallback((index: number) => keys[index] ?? index, [keys]);
  const estimateSize = useCallback((index: number) => (isTime(index) ? 44 : 76), [isTime]);
  // The virtualizer re-renders this hook as the reader scrolls; nothing here needs the compiler.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: keys.length,
    getScrollElement: () => viewport,
    getItemKey,
    estimateSize,
    overscan: 6,
    paddingStart: 12,
    paddingEnd: 12,
    anchorTo: 'end',
    followOnAppend: true,
    scrollEndThreshold: 48,
    // Past the end: the browser stops at the bottom, where a chat opens.
    initialOffset: () => keys.length * 100,
  });

  const nearTop = viewport !== null && (virtualizer.scrollOffset ?? 0) < edge;
  const firstKey = keys[0];
  // One request per first row: a failed fetch is retried by scrolling away and back.
  const requestedFor = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!nearTop) requestedFor.current = undefined;
    else if (hasOlder && !loadingOlder && onLoadOlder && requestedFor.current !== firstKey) {
      requestedFor.current = firstKey;
      onLoadOlder();
    }
  }, [nearTop, hasOlder, loadingOlder, onLoadOlder, firstKey]);

  const atEnd = viewport === null || virtualizer.getDistanceFromEnd() <= edge;
  return { rootRef, virtualizer, atEnd };
}
