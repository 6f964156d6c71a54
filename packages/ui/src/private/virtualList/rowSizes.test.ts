import { describe, expect, it } from 'vitest';
import { RowSizes } from './rowSizes';

/** A small seeded generator (mulberry32), so a failing case can be replayed from its seed. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, int: (below: number) => Math.floor(next() * below) };
}

/** The obvious implementation the tree must agree with: a plain array, summed every time. */
class NaiveSizes {
  constructor(readonly sizes: number[]) {}
  startOf(index: number) {
    return this.sizes.slice(0, index).reduce((sum, size) => sum + size, 0);
  }
  indexAt(offset: number) {
    if (this.sizes.length === 0) return -1;
    let start = 0;
    for (let index = 0; index < this.sizes.length; index += 1) {
      start += this.sizes[index]!;
      if (offset < start) return index;
    }
    return this.sizes.length - 1;
  }
}

describe('RowSizes', () => {
  it('starts each row after the ones before it and finds the row under an offset', () => {
    const sizes = new RowSizes(4, (index) => [44, 76, 0, 100][index]!);
    expect(sizes.total).toBe(220);
    expect([0, 1, 2, 3, 4].map((index) => sizes.startOf(index))).toEqual([0, 44, 120, 120, 220]);
    // A row of size 0 is never the row under an offset; before the first and past the last, the
    // first and last rows are.
    expect([-5, 0, 43, 44, 119, 120, 219, 220, 1e9].map((at) => sizes.indexAt(at))).toEqual([
      0, 0, 0, 1, 1, 3, 3, 3, 3,
    ]);
    expect(sizes.setSize(1, 80)).toBe(4);
    expect(sizes.setSize(1, 80)).toBe(0);
    expect(sizes.startOf(3)).toBe(124);
    expect(sizes.total).toBe(224);
  });

  it('handles no rows and one row', () => {
    const none = new RowSizes(0, () => 10);
    expect([none.total, none.startOf(0), none.indexAt(5), none.setSize(0, 3)]).toEqual([
      0, 0, -1, 0,
    ]);
    const one = new RowSizes(1, () => 10);
    expect([one.indexAt(-1), one.indexAt(9), one.indexAt(10), one.startOf(1)]).toEqual([
      0, 0, 0, 10,
    ]);
  });

  it.each([1, 2, 3, 7, 8, 9, 64, 100, 1000])(
    'agrees with a plain array over random sizes and updates (%i rows)',
    (count) => {
      for (let seed = 1; seed <= 20; seed += 1) {
        const rng = random(seed * 7919 + count);
        // Whole pixels as measured, some rows empty, some fractional (zoomed pages).
        const size = () =>
          rng.int(5) === 0 ? 0 : rng.int(4) === 0 ? rng.next() * 300 : 20 + rng.int(300);
        const naive = new NaiveSizes(Array.from({ length: count }, size));
        const tree = new RowSizes(count, (index) => naive.sizes[index]!);

        for (let step = 0; step < 200; step += 1) {
          const index = rng.int(count);
          const next = size();
          expect(tree.setSize(index, next)).toBeCloseTo(next - naive.sizes[index]!, 6);
          naive.sizes[index] = next;

          const probe = rng.int(count + 1);
          expect(tree.startOf(probe)).toBeCloseTo(naive.startOf(probe), 6);
          expect(tree.sizeOf(index)).toBe(next);
          // Offsets inside rows (not on a boundary, where rounding could pick either side).
          const row = rng.int(count);
          if (naive.sizes[row]! > 0.01) {
            const at = naive.startOf(row) + naive.sizes[row]! * (0.001 + rng.next() * 0.998);
            expect(tree.indexAt(at)).toBe(naive.indexAt(at));
          }
        }
        expect(tree.total).toBeCloseTo(naive.startOf(count), 6);
      }
    },
  );

  it('agrees exactly on boundaries when sizes are whole pixels', () => {
    const rng = random(42);
    const count = 5000;
    const naive = new NaiveSizes(Array.from({ length: count }, () => rng.int(3) * 40));
    const tree = new RowSizes(count, (index) => naive.sizes[index]!);
    for (let step = 0; step < 500; step += 1) {
      const index = rng.int(count);
      const next = rng.int(3) * 40;
      tree.setSize(index, next);
      naive.sizes[index] = next;
      const at = rng.int(tree.total + 80) - 40;
      expect(tree.indexAt(at)).toBe(naive.indexAt(at));
      const row = rng.int(count + 1);
      expect(tree.startOf(row)).toBe(naive.startOf(row));
    }
  });
});
