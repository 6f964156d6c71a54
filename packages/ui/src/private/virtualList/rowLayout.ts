import { RowSizes } from './rowSizes';

/** A row to render: where it is in the list, its key, and where it starts (translateY). */
export type VirtualRow = { index: number; key: string; start: number };

/** A row the view is held by while the rows change, and how far the view's top is from its start. */
export type Anchor = { key: string; index: number; within: number };

/**
 * The rows of a virtual list by key, with where each one starts: estimated sizes until rows are
 * measured, paddings around them. Sizes live in a Fenwick tree (RowSizes), so measuring a row and
 * finding rows by offset cost O(log n). Measured sizes are kept by key: `withKeys` carries them
 * over to new rows (a page prepended, a message appended) in one O(n) pass.
 */
export class RowLayout {
  private readonly sizes: RowSizes;

  private constructor(
    readonly keys: readonly string[],
    private readonly measured: Map<string, number>,
    private readonly padding: { start: number; end: number },
    estimateSize: (index: number) => number,
  ) {
    // Nothing measured yet (the first render of a long history): no lookups at all.
    this.sizes = new RowSizes(
      keys.length,
      measured.size === 0
        ? estimateSize
        : (index) => measured.get(keys[index]!) ?? estimateSize(index),
    );
  }

  static empty(padding: { start: number; end: number }) {
    return new RowLayout([], new Map(), padding, () => 0);
  }

  /** The same layout for other rows: a measured row keeps its size, a new one is estimated. */
  withKeys(keys: readonly string[], estimateSize: (index: number) => number) {
    const measured = new Map<string, number>();
    for (const key of this.measured.size === 0 ? [] : keys) {
      const size = this.measured.get(key);
      if (size !== undefined) measured.set(key, size);
    }
    return new RowLayout(keys, measured, this.padding, estimateSize);
  }

  get count() {
    return this.keys.length;
  }

  /** The height of the whole list, paddings included. */
  get totalSize() {
    return this.padding.start + this.sizes.total + this.padding.end;
  }

  startOf(index: number) {
    return this.padding.start + this.sizes.startOf(index);
  }

  sizeOf(index: number) {
    return this.sizes.sizeOf(index);
  }

  /** The row under `offset` (the first or last row beyond the ends); -1 when there are none. */
  indexAt(offset: number) {
    return this.sizes.indexAt(offset - this.padding.start);
  }

  /** Where `key` is, or -1: tried at `guess` first (where a prepend or append moved it). */
  find(key: string, guess = -1) {
    return this.keys[guess] === key ? guess : this.keys.indexOf(key);
  }

  /**
   * Records row `index`'s measured size. Returns what it was before and whether that was only the
   * estimate, or null when the size did not change.
   */
  measure(index: number, size: number) {
    const key = this.keys[index]!;
    const estimated = !this.measured.has(key);
    this.measured.set(key, size);
    const before = this.sizes.sizeOf(index);
    if (size === before) return null;
    this.sizes.setSize(index, size);
    return { before, estimated };
  }

  isMeasured(index: number) {
    return this.measured.has(this.keys[index]!);
  }

  /**
   * Rows to hold the view at `offset` by, best first: the row at the top, then (should it be
   * removed) the nearest of the other rendered rows, those below it first, as they are in view.
   */
  anchorsAt(offset: number, rendered: readonly number[]): Anchor[] {
    if (this.count === 0) return [];
    const top = this.indexAt(offset);
    const below = rendered.filter((index) => index > top);
    const above = rendered.filter((index) => index < top).reverse();
    return [top, ...below, ...above].map((index) => ({
      key: this.keys[index]!,
      index,
      within: offset - this.startOf(index),
    }));
  }

  /** The offset that shows the first of `anchors` still here where it was, or null if none is;
   * `moved` is how many rows were added (or removed), to look for them there first. */
  offsetOf(anchors: readonly Anchor[], moved: number) {
    for (const { key, index, within } of anchors) {
      const found = this.find(key, index + moved);
      if (found >= 0) return Math.max(0, this.startOf(found) + within);
    }
    return null;
  }

  /** The offset that puts row `index` at the top, middle or bottom of a viewport this high. */
  offsetToShow(index: number, align: 'start' | 'center' | 'end', viewportSize: number) {
    const start = this.startOf(index);
    const size = this.sizeOf(index);
    if (align === 'start') return start;
    if (align === 'end') return start + size - viewportSize;
    return start + size / 2 - viewportSize / 2;
  }

  /** The rows from `from` to `to` (offsets), with `overscan` more on each side. */
  rowsBetween(from: number, to: number, overscan: number): VirtualRow[] {
    if (this.count === 0) return [];
    const first = Math.max(0, this.indexAt(from) - overscan);
    const last = Math.min(this.count - 1, this.indexAt(to) + overscan);
    const rows: VirtualRow[] = [];
    let start = this.startOf(first);
    for (let index = first; index <= last; index += 1) {
      rows.push({ index, key: this.keys[index]!, start });
      start += this.sizes.sizeOf(index);
    }
    return rows;
  }
}

export function sameKeys(a: readonly string[], b: readonly string[]) {
  if (a.length !== b.length) return false;
  for (let index = 0; index < a.length; index += 1) if (a[index] !== b[index]) return false;
  return true;
}

export function sameRows(a: VirtualRow[], b: VirtualRow[]) {
  if (a.length !== b.length) return false;
  return a.every(
    (row, index) =>
      row.key === b[index]!.key && row.start === b[index]!.start && row.index === b[index]!.index,
  );
}
