import { RowLayout, sameKeys, sameRows, type VirtualRow } from './rowLayout';

export type { VirtualRow };

/** What the list renders; a new object only when something in it changed. */
export type VirtualListSnapshot = {
  rows: VirtualRow[];
  /** The height of the whole list, paddings included. */
  totalSize: number;
  /** The scroll position is less than `edge` from the top / the bottom (or nothing scrolls yet). */
  nearStart: boolean;
  nearEnd: boolean;
};

/** Where `scrollToIndex` puts the row: at the top, the middle, the bottom, or just into view. */
export type ScrollAlign = 'start' | 'center' | 'end' | 'auto';

export type VirtualListOptions = {
  /** Rows rendered beyond each edge of the viewport. */
  overscan: number;
  paddingStart: number;
  paddingEnd: number;
  /** Within this many pixels of the bottom, the list stays at the bottom as rows change. */
  followThreshold: number;
  /** How close to the top or bottom counts as near it (`nearStart`, `nearEnd`). */
  edge: number;
};

type Target = { key: string; align: Exclude<ScrollAlign, 'auto'> } | { key: null; align: 'end' };

/**
 * The DOM side of a virtual list that opens at its end (a chat history): it measures the rows
 * with one ResizeObserver into a RowLayout (sizes in a Fenwick tree), follows the scroll element,
 * and works out which rows to render. A measured size costs O(log n), so lists of 100,000 rows
 * scroll as cheaply as short ones; only a change of the rows themselves (a page prepended, a
 * message appended) costs O(n), to map the measured sizes onto the new rows by key.
 *
 * It keeps what the reader sees in place: a row above the viewport that turns out taller or
 * shorter moves scrollTop by the difference, rows prepended move it by their size, and at the
 * bottom the list stays at the bottom as messages arrive and rows are measured.
 * React drives it through `useVirtualList`; scroll writes that need the new height in the page
 * wait for `afterCommit`.
 */
export class VirtualList {
  /** The rows, their sizes and where each starts. */
  private layout: RowLayout;
  /** The last keys given, to skip the comparison when the same array comes again. */
  private keys: readonly string[] = [];
  private element: HTMLElement | null = null;
  private observer: ResizeObserver | null = null;
  /** Where the list is scrolled to, as far as it knows: scrollTop, or what it is about to write. */
  private offset = 0;
  private viewportSize = 0;
  /** A scroll position to write once React has put the new rows and height in the page. */
  private pendingWrite: number | null = null;
  /** The rows in the page, and those added since the last commit (measured right away, so they
   * never show misplaced). */
  private mounted = new Set<HTMLElement>();
  private unmeasured = new Set<HTMLElement>();
  /** The last `scrollToIndex` or `scrollToEnd`, kept aligned until the reader scrolls. */
  private target: Target | null = null;
  private snapshot: VirtualListSnapshot = {
    rows: [],
    totalSize: 0,
    nearStart: false,
    nearEnd: true,
  };
  private listeners = new Set<() => void>();

  constructor(private readonly options: VirtualListOptions) {
    this.layout = RowLayout.empty({ start: options.paddingStart, end: options.paddingEnd });
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = () => this.snapshot;

  /**
   * Takes the rows (keys, oldest first) and each one's estimated size. The same array again is a
   * no-op; a new one re-maps the sizes by key in O(n), keeps the row the reader sees in place, and
   * follows appended rows when the list was at the bottom. Called while rendering, before the
   * snapshot is read; it only mutates this object, so repeating it is harmless.
   */
  setKeys(keys: readonly string[], estimateSize: (index: number) => number) {
    if (keys === this.keys) return;
    this.keys = keys;
    const previous = this.layout;
    if (sameKeys(previous.keys, keys)) return;
    const rendered = this.snapshot.rows.map((row) => row.index);
    const anchors = this.element ? previous.anchorsAt(this.offset, rendered) : [];
    const wasAtEnd = this.distanceFromEnd() <= this.options.followThreshold;
    const layout = previous.withKeys(keys, estimateSize);
    this.layout = layout;

    if (this.element) {
      const appended = keys.length > 0 && keys.at(-1) !== previous.keys.at(-1);
      if (this.target) this.offset = this.targetOffset(this.target);
      else if (wasAtEnd && appended) this.offset = this.maxOffset();
      else if (anchors.length > 0) {
        // Not one row is left (another conversation): the new rows open at the end.
        this.offset = layout.offsetOf(anchors, keys.length - previous.count) ?? this.maxOffset();
      }
      this.pendingWrite = this.offset;
    }
    // No listener calls while React renders: the render reads the new snapshot itself.
    this.update(false);
  }

  /** Follows `element`'s scrolling and size, starting at the bottom; returns the undo. */
  attach(element: HTMLElement | null) {
    if (!element) return undefined;
    this.element = element;
    this.viewportSize = element.clientHeight;
    const observer = new ResizeObserver(this.onResize);
    this.observer = observer;
    observer.observe(element);
    for (const row of this.mounted) observer.observe(row);
    element.addEventListener('scroll', this.onScroll, { passive: true });
    // The page already has the list's full (estimated) height: the bottom can be written now.
    this.offset = this.maxOffset();
    this.writeScroll();
    this.update();
    return () => {
      element.removeEventListener('scroll', this.onScroll);
      observer.disconnect();
      this.observer = null;
      this.element = null;
    };
  }

  /**
   * A ref for each rendered row (which carries `data-index`): observes it while it is in the page.
   * React 19 calls the returned function when the row leaves.
   */
  measureRow = (row: HTMLElement | null) => {
    if (!row) return undefined;
    this.mounted.add(row);
    this.unmeasured.add(row);
    this.observer?.observe(row);
    return () => {
      this.mounted.delete(row);
      this.unmeasured.delete(row);
      this.observer?.unobserve(row);
    };
  };

  /** After each React commit: measures the rows just added, then writes a pending scroll. */
  afterCommit() {
    if (this.unmeasured.size > 0) {
      const changes: [number, number][] = [];
      for (const row of this.unmeasured) {
        const index = this.indexOf(row);
        // Already measured: the observer reports a change, without a layout read here.
        if (index >= 0 && !this.layout.isMeasured(index)) {
          changes.push([index, row.offsetHeight]);
        }
      }
      this.unmeasured.clear();
      this.resize(changes);
    }
    // New sizes re-render first: written now, a position past the old height would be clamped.
    if (!this.update() && this.pendingWrite !== null) {
      this.writeScroll();
      this.update();
    }
  }

  /** Scrolls so row `index` is at the top, middle or bottom, or just into view ('auto'). */
  scrollToIndex = (index: number, { align = 'auto' }: { align?: ScrollAlign } = {}) => {
    const key = this.layout.keys[index];
    if (key === undefined) return;
    if (align !== 'auto') return this.scrollTo({ key, align });
    // 'auto' picks the nearer edge once; a row already in view stays where it is.
    const start = this.layout.startOf(index);
    if (start < this.offset) this.scrollTo({ key, align: 'start' });
    else if (start + this.layout.sizeOf(index) > this.offset + this.viewportSize) {
      this.scrollTo({ key, align: 'end' });
    }
  };

  /** Scrolls to the bottom of the list. */
  scrollToEnd = () => this.scrollTo({ key: null, align: 'end' });

  private scrollTo(target: Target) {
    this.target = target;
    this.offset = this.targetOffset(target);
    this.writeScroll();
    this.update();
  }

  private onScroll = () => {
    if (!this.element) return;
    const top = this.element.scrollTop;
    if (Math.abs(top - this.offset) < 1) return;
    // Not a position the list wrote: the reader scrolled, and chose where to be.
    this.target = null;
    this.pendingWrite = null;
    this.offset = top;
    this.update();
  };

  private onResize = (entries: ResizeObserverEntry[]) => {
    const changes: [number, number][] = [];
    let viewportResized = false;
    for (const entry of entries) {
      const target = entry.target as HTMLElement;
      if (target === this.element) {
        viewportResized = true;
        continue;
      }
      // A row that has left the page reports 0: it is no longer a row of the list.
      if (!target.isConnected) continue;
      const index = this.indexOf(target);
      const box = entry.borderBoxSize[0];
      if (index >= 0) changes.push([index, box ? Math.round(box.blockSize) : target.offsetHeight]);
    }
    // A resized viewport keeps its scrollTop (a banner above the list covers the bottom rather
    // than pushing the rows up), as the list always has.
    if (viewportResized && this.element) this.viewportSize = this.element.clientHeight;
    this.resize(changes);
    // A new height needs React's commit first (afterCommit writes then); otherwise write now.
    if (!this.update() && this.pendingWrite !== null) this.writeScroll();
  };

  /**
   * Applies measured sizes ([index, size]) and moves the scroll position to keep the view in
   * place: to the target, to the bottom, or by the change of the rows above the viewport.
   */
  private resize(changes: [number, number][]) {
    if (changes.length === 0) return;
    const wasAtEnd = this.distanceFromEnd() <= this.options.followThreshold;
    let shift = 0;
    for (const [index, size] of changes) {
      const start = this.layout.startOf(index);
      const change = this.layout.measure(index, size);
      if (!change) continue;
      const top = this.offset + shift;
      // An estimate replaced above the top moves the view; once measured, a row that changes
      // only does when it is entirely above (a growing row at the top grows downwards).
      if (change.estimated ? start < top : start + change.before <= top) {
        shift += size - change.before;
      }
    }
    if (this.target) this.offset = this.targetOffset(this.target);
    else if (wasAtEnd) this.offset = this.maxOffset();
    else if (shift !== 0) this.offset = Math.max(0, this.offset + shift);
    else return;
    this.pendingWrite = this.offset;
  }

  private indexOf(row: HTMLElement) {
    const index = Number(row.getAttribute('data-index') ?? Number.NaN);
    return Number.isInteger(index) && index >= 0 && index < this.layout.count ? index : -1;
  }

  private maxOffset() {
    return Math.max(0, this.layout.totalSize - this.viewportSize);
  }

  private distanceFromEnd() {
    return this.element ? this.layout.totalSize - this.viewportSize - this.offset : 0;
  }

  private targetOffset(target: Target) {
    const index = target.key === null ? -1 : this.layout.find(target.key);
    if (index < 0) return this.maxOffset();
    const offset = this.layout.offsetToShow(index, target.align, this.viewportSize);
    return Math.min(Math.max(0, offset), this.maxOffset());
  }

  private writeScroll() {
    const element = this.element;
    this.pendingWrite = null;
    if (!element) return;
    if (Math.abs(element.scrollTop - this.offset) >= 1) element.scrollTop = this.offset;
    // The browser clamps to what the page can scroll: believe it.
    this.offset = element.scrollTop;
  }

  /** Recomputes the snapshot; returns true (and tells React, unless told not to) if it changed. */
  private update(notify = true) {
    const { overscan, edge } = this.options;
    const totalSize = this.layout.totalSize;
    let rows = this.element
      ? this.layout.rowsBetween(this.offset, this.offset + this.viewportSize, overscan)
      : [];
    const nearStart = this.element !== null && this.offset < edge;
    const nearEnd = this.distanceFromEnd() <= edge;
    const previous = this.snapshot;
    if (sameRows(previous.rows, rows)) {
      if (
        previous.totalSize === totalSize &&
        previous.nearStart === nearStart &&
        previous.nearEnd === nearEnd
      ) {
        return false;
      }
      rows = previous.rows;
    }
    this.snapshot = { rows, totalSize, nearStart, nearEnd };
    if (notify) for (const listener of this.listeners) listener();
    return true;
  }
}
