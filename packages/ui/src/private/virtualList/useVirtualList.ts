import { useLayoutEffect, useState, useSyncExternalStore } from 'react';
import { VirtualList, type VirtualListOptions } from './VirtualList';

export type UseVirtualListOptions = VirtualListOptions & {
  /** The element that scrolls (null until it is in the page). */
  scrollElement: HTMLElement | null;
  /** The rows' keys, first to last; the same array while the rows do not change. */
  keys: readonly string[];
  /** A row's height until it is measured. */
  estimateSize: (index: number) => number;
};

/**
 * A virtual list that opens at its end and keeps the view in place as rows are measured,
 * prepended and appended (see VirtualList). Render `rows` absolutely positioned at
 * `translateY(start)` inside an element `totalSize` high, each with `ref={measureRow}` and
 * `data-index={index}`.
 */
export function useVirtualList({
  scrollElement,
  keys,
  estimateSize,
  ...options
}: UseVirtualListOptions) {
  // Options are read once: they describe the list's layout, which does not change.
  const [list] = useState(() => new VirtualList(options));
  // Before the snapshot is read, so this render already shows the new rows where they belong.
  list.setKeys(keys, estimateSize);
  const snapshot = useSyncExternalStore(list.subscribe, list.getSnapshot, list.getSnapshot);
  useLayoutEffect(() => list.attach(scrollElement), [list, scrollElement]);
  // Every commit: new rows are measured and a pending scroll is written before the page paints.
  useLayoutEffect(() => list.afterCommit());
  return {
    ...snapshot,
    measureRow: list.measureRow,
    scrollToIndex: list.scrollToIndex,
    scrollToEnd: list.scrollToEnd,
  };
}
