import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useVirtualList } from '../../private/virtualList';

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
 * The history's scrolling: a virtual list anchored to the end (it starts at the newest message,
 * follows new ones while the reader is at the bottom, and keeps the rows in view in place when
 * older ones are prepended or rows above are measured), plus the fetch of older messages at the
 * top.
 */
export function useMessageScroll({ keys, isTime, hasOlder, loadingOlder, onLoadOlder }: Options) {
  const rootRef = useRef<HTMLDivElement>(null);
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  // The ScrollArea base owns the scrolling element; the list needs it.
  useLayoutEffect(() => {
    const found = rootRef.current?.querySelector<HTMLElement>('[data-radix-scroll-area-viewport]');
    setViewport(found ?? null);
  }, []);

  const estimateSize = useCallback((index: number) => (isTime(index) ? 44 : 76), [isTime]);
  const list = useVirtualList({
    scrollElement: viewport,
    keys,
    estimateSize,
    overscan: 6,
    paddingStart: 12,
    paddingEnd: 12,
    followThreshold: 48,
    edge,
  });

  const firstKey = keys[0];
  // One request per first row: a failed fetch is retried by scrolling away and back.
  const requestedFor = useRef<string | undefined>(undefined);
  const { nearStart } = list;
  useEffect(() => {
    if (!nearStart) requestedFor.current = undefined;
    else if (hasOlder && !loadingOlder && onLoadOlder && requestedFor.current !== firstKey) {
      requestedFor.current = firstKey;
      onLoadOlder();
    }
  }, [nearStart, hasOlder, loadingOlder, onLoadOlder, firstKey]);

  return { rootRef, list, atEnd: list.nearEnd };
}
