import { describe, expect, it } from 'vitest';
import { RowLayout } from './rowLayout';

const padding = { start: 12, end: 12 };
const keys = (from: number, to: number) =>
  Array.from({ length: to - from }, (_, index) => `m${from + index}`);
/** Ten rows estimated at 50 px, rows m3 and m4 measured at 80 and 20. */
function measuredLayout() {
  const layout = RowLayout.empty(padding).withKeys(keys(0, 10), () => 50);
  layout.measure(3, 80);
  layout.measure(4, 20);
  return layout;
}

describe('RowLayout', () => {
  it('places rows after the padding and reports what a measurement changed', () => {
    const layout = RowLayout.empty(padding).withKeys(keys(0, 10), () => 50);
    expect([layout.startOf(0), layout.startOf(3), layout.totalSize]).toEqual([12, 162, 524]);
    expect(layout.measure(3, 80)).toEqual({ before: 50, estimated: true });
    expect(layout.measure(3, 80)).toBeNull();
    expect(layout.measure(3, 60)).toEqual({ before: 80, estimated: false });
    expect([layout.startOf(4), layout.totalSize, layout.indexAt(0), layout.indexAt(1e6)]).toEqual([
      222, 534, 0, 9,
    ]);
  });

  it('keeps measured sizes by key when rows are prepended and appended', () => {
    const layout = measuredLayout().withKeys([...keys(-5, 0), ...keys(0, 12)], (index) =>
      index < 5 ? 40 : 50,
    );
    expect(layout.count).toBe(17);
    expect(layout.find('m3', 8)).toBe(8);
    expect([layout.sizeOf(8), layout.sizeOf(9), layout.sizeOf(0), layout.sizeOf(16)]).toEqual([
      80, 20, 40, 50,
    ]);
    expect(layout.isMeasured(8)).toBe(true);
    expect(layout.isMeasured(7)).toBe(false);
    // Sizes of rows that are gone are forgotten.
    expect(measuredLayout().withKeys(keys(5, 10), () => 50).totalSize).toBe(24 + 5 * 50);
  });

  it('holds the view by the row at the top, or the nearest rendered row left', () => {
    const before = measuredLayout();
    // 10 px into m3 (which starts at 162).
    const anchors = before.anchorsAt(172, [1, 2, 3, 4, 5]);
    expect(anchors.map(({ key }) => key)).toEqual(['m3', 'm4', 'm5', 'm2', 'm1']);
    const prepended = before.withKeys([...keys(-4, 0), ...keys(0, 10)], () => 50);
    expect(prepended.offsetOf(anchors, 4)).toBe(172 + 4 * 50);
    // m3 removed: m4 keeps its place (it started 70 px below the top).
    const removed = before.withKeys(
      keys(0, 10).filter((key) => key !== 'm3'),
      () => 50,
    );
    expect(removed.offsetOf(anchors, -1)).toBe(removed.startOf(3) - 70);
    expect(
      RowLayout.empty(padding)
        .withKeys(['x'], () => 50)
        .offsetOf(anchors, 0),
    ).toBeNull();
  });

  it('aligns a row to the top, middle or bottom of the viewport', () => {
    const layout = measuredLayout();
    expect(layout.offsetToShow(3, 'start', 300)).toBe(162);
    expect(layout.offsetToShow(3, 'end', 300)).toBe(162 + 80 - 300);
    expect(layout.offsetToShow(3, 'center', 300)).toBe(162 + 40 - 150);
  });

  it('renders the rows in a range with the overscan, never past the ends', () => {
    const layout = measuredLayout();
    const rows = layout.rowsBetween(162, 250, 1);
    expect(rows.map(({ key, start }) => [key, start])).toEqual([
      ['m2', 112],
      ['m3', 162],
      ['m4', 242],
      ['m5', 262],
    ]);
    expect(layout.rowsBetween(-100, 10, 3).map(({ index }) => index)).toEqual([0, 1, 2, 3]);
    expect(RowLayout.empty(padding).rowsBetween(0, 100, 3)).toEqual([]);
  });
});
