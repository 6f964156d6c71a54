/**
 * The sizes of a virtual list's rows in a Fenwick tree (binary indexed tree), so that changing one
 * row's size, finding where a row starts and finding the row at an offset each take O(log n).
 * A plain array of starts would be O(n) for every measured row: with 100,000 rows that cost is
 * what made the history stutter.
 *
 * Slot i of the tree (1-based) holds the sum of the sizes of rows (i - lowbit(i), i], where
 * lowbit(i) = i & -i; a prefix sum adds up O(log n) such slots, and an update touches as many.
 */
export class RowSizes {
  readonly count: number;
  private readonly sizes: Float64Array;
  private readonly tree: Float64Array;
  /** The largest power of two not above `count`: where the descent of `indexAt` starts. */
  private readonly topBit: number;
  private sum = 0;

  /** Builds the tree in O(n) from each row's size. */
  constructor(count: number, sizeOf: (index: number) => number) {
    this.count = count;
    this.sizes = new Float64Array(count);
    this.tree = new Float64Array(count + 1);
    for (let index = 0; index < count; index += 1) {
      const size = sizeOf(index);
      this.sizes[index] = size;
      this.sum += size;
      const slot = index + 1;
      this.tree[slot]! += size;
      // Each slot passes its sum on to the one slot that covers it.
      const parent = slot + (slot & -slot);
      if (parent <= count) this.tree[parent]! += this.tree[slot]!;
    }
    let bit = 1;
    while (bit * 2 <= count) bit *= 2;
    this.topBit = count === 0 ? 0 : bit;
  }

  /** All the rows' sizes added up. */
  get total(): number {
    return this.sum;
  }

  sizeOf(index: number): number {
    return this.sizes[index] ?? 0;
  }

  /** Sets row `index`'s size and returns how much it changed by. */
  setSize(index: number, size: number): number {
    if (index < 0 || index >= this.count) return 0;
    const delta = size - this.sizes[index]!;
    if (delta === 0) return 0;
    this.sizes[index] = size;
    this.sum += delta;
    for (let slot = index + 1; slot <= this.count; slot += slot & -slot) {
      this.tree[slot]! += delta;
    }
    return delta;
  }

  /** Where row `index` starts: the sizes of the rows before it added up (`count` gives the total). */
  startOf(index: number): number {
    let start = 0;
    for (let slot = Math.min(index, this.count); slot > 0; slot -= slot & -slot) {
      start += this.tree[slot]!;
    }
    return start;
  }

  /**
   * The row under `offset` (start <= offset < start + size), clamped to the first and last rows;
   * -1 when there are none. Descends the tree: from the widest slot down, it steps over a slot
   * whenever the rows it sums still end at or before `offset`.
   */
  indexAt(offset: number): number {
    if (this.count === 0) return -1;
    let passed = 0;
    let rest = offset;
    for (let step = this.topBit; step > 0; step >>= 1) {
      const slot = passed + step;
      if (slot <= this.count && this.tree[slot]! <= rest) {
        passed = slot;
        rest -= this.tree[slot]!;
      }
    }
    return Math.min(passed, this.count - 1);
  }
}
