import { useLayoutEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from '../../../test/render';
import { useVirtualList } from './useVirtualList';

type ListApi = ReturnType<typeof useVirtualList>;

const keysOf = (from: number, to: number) =>
  Array.from({ length: to - from }, (_, index) => `row-${from + index}`);
/** Real heights differ from the estimate (50), so every row is measured to a new size. */
const heightOf = (key: string, grown: ReadonlySet<string>) =>
  (grown.has(key) ? 100 : 0) + 30 + (Number(key.slice(4)) % 5) * 17;

function Harness({
  keys,
  grown = new Set(),
  onRender,
}: {
  keys: string[];
  grown?: ReadonlySet<string>;
  /** Hands the test the hook's latest result. */
  onRender: (list: ListApi) => void;
}) {
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const list = useVirtualList({
    scrollElement: element,
    keys,
    estimateSize: () => 50,
    overscan: 2,
    paddingStart: 12,
    paddingEnd: 12,
    followThreshold: 48,
    edge: 100,
  });
  useLayoutEffect(() => onRender(list));
  return (
    <div ref={setElement} data-testid="viewport" style={{ height: 300, overflowY: 'auto' }}>
      <div style={{ position: 'relative', height: list.totalSize }}>
        {list.rows.map((row) => (
          <div
            key={row.key}
            ref={list.measureRow}
            data-index={row.index}
            data-key={row.key}
            style={{
              position: 'absolute',
              top: 0,
              width: '100%',
              height: heightOf(row.key, grown),
              transform: `translateY(${row.start}px)`,
            }}
          />
        ))}
      </div>
    </div>
  );
}

/** The hook's latest result, for the test to call and read. */
function hookResult() {
  const latest: { current?: ListApi } = {};
  const onRender = (list: ListApi) => {
    latest.current = list;
  };
  return { latest, onRender };
}

const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
const viewport = () => document.querySelector<HTMLElement>('[data-testid="viewport"]')!;
const rowOf = (key: string) => viewport().querySelector<HTMLElement>(`[data-key="${key}"]`);
/** The row's top and bottom relative to the viewport's top. */
function placeOf(key: string) {
  const row = rowOf(key)!.getBoundingClientRect();
  const top = viewport().getBoundingClientRect().top;
  return { top: row.top - top, bottom: row.bottom - top };
}
const distanceFromEnd = () => {
  const element = viewport();
  return element.scrollHeight - element.scrollTop - element.clientHeight;
};

describe('useVirtualList', () => {
  it('opens at the end with the measured rows back to back, and only those on screen', async () => {
    const { latest, onRender } = hookResult();
    await render(<Harness keys={keysOf(0, 10_000)} onRender={onRender} />);
    await expect.poll(distanceFromEnd).toBeLessThan(1);
    const rows = [...viewport().querySelectorAll<HTMLElement>('[data-key]')];
    expect(rows.length).toBeLessThan(20);
    expect(rows.at(-1)!.dataset.key).toBe('row-9999');
    expect(latest.current).toMatchObject({ nearStart: false, nearEnd: true });
    for (const [index, row] of rows.entries()) {
      if (index === 0) continue;
      const above = rows[index - 1]!.getBoundingClientRect();
      expect(row.getBoundingClientRect().top).toBeCloseTo(above.bottom, 0);
    }
    // 12 px of padding below the last row.
    expect(300 - placeOf('row-9999').bottom).toBeCloseTo(12, 0);
  });

  it.each([
    ['start', (place: { top: number; bottom: number }) => place.top, 0],
    ['end', (place: { top: number; bottom: number }) => place.bottom, 300],
    ['center', (place: { top: number; bottom: number }) => (place.top + place.bottom) / 2, 150],
  ] as const)('scrolls to a row with align %s', async (align, edgeOf, expected) => {
    const { latest, onRender } = hookResult();
    await render(<Harness keys={keysOf(0, 10_000)} onRender={onRender} />);
    await expect.poll(distanceFromEnd).toBeLessThan(1);
    latest.current!.scrollToIndex(4321, { align });
    // Within a pixel: scrollTop is whole pixels.
    const offBy = () => rowOf('row-4321') && Math.abs(edgeOf(placeOf('row-4321')) - expected);
    await expect.poll(offBy).toBeLessThanOrEqual(1);
    // Measuring the rows around it does not move it away.
    await frame();
    await frame();
    expect(offBy()).toBeLessThanOrEqual(1);
  });

  it('scrolls a row just into view with align auto, and not at all when it is in view', async () => {
    const { latest, onRender } = hookResult();
    await render(<Harness keys={keysOf(0, 1000)} onRender={onRender} />);
    await expect.poll(distanceFromEnd).toBeLessThan(1);
    latest.current!.scrollToIndex(10, { align: 'auto' });
    await expect.poll(() => rowOf('row-10') && placeOf('row-10').top).toBeCloseTo(0, 0);
    latest.current!.scrollToIndex(500);
    await expect.poll(() => rowOf('row-500') && placeOf('row-500').bottom).toBeCloseTo(300, 0);
    const top = viewport().scrollTop;
    latest.current!.scrollToIndex(499);
    await frame();
    expect(viewport().scrollTop).toBe(top);
  });

  it('keeps the view in place when a row above it changes size', async () => {
    const { latest, onRender } = hookResult();
    const keys = keysOf(0, 1000);
    const { rerender } = await render(<Harness keys={keys} onRender={onRender} />);
    await expect.poll(distanceFromEnd).toBeLessThan(1);
    latest.current!.scrollToIndex(500, { align: 'start' });
    await expect.poll(() => rowOf('row-500') && placeOf('row-500').top).toBeCloseTo(0, 0);
    viewport().scrollTop += 20; // the reader scrolls: no target to hold on to any more
    await frame();
    const before = placeOf('row-501').top;
    // Rows 498 and 499 are above the viewport, in the overscan, and grow by 100 px each.
    expect(rowOf('row-498')).not.toBeNull();
    await rerender(
      <Harness keys={keys} grown={new Set(['row-498', 'row-499'])} onRender={onRender} />,
    );
    await frame();
    await frame();
    expect(placeOf('row-501').top).toBeCloseTo(before, 0);
  });

  it('keeps measured sizes when rows are prepended, and the view where it was', async () => {
    const { latest, onRender } = hookResult();
    const keys = keysOf(100, 200);
    const { rerender } = await render(<Harness keys={keys} onRender={onRender} />);
    await expect.poll(distanceFromEnd).toBeLessThan(1);
    const totalBefore = latest.current!.totalSize;
    const before = placeOf('row-195').top;
    await rerender(<Harness keys={[...keysOf(50, 100), ...keys]} onRender={onRender} />);
    await frame();
    expect(placeOf('row-195').top).toBeCloseTo(before, 0);
    // The rows measured so far keep their sizes; the 50 new ones start at the estimate (50 px).
    expect(latest.current!.totalSize).toBe(totalBefore + 50 * 50);
  });

  it('holds the view by another row when the top one is removed, and opens new rows at the end', async () => {
    const { onRender } = hookResult();
    const keys = keysOf(0, 1000);
    const { rerender } = await render(<Harness keys={keys} onRender={onRender} />);
    await expect.poll(distanceFromEnd).toBeLessThan(1);
    viewport().scrollTop = viewport().scrollTop / 2;
    await frame();
    await frame();
    const [top, next] = [...viewport().querySelectorAll<HTMLElement>('[data-key]')]
      .filter((row) => placeOf(row.dataset.key!).bottom > 0)
      .map((row) => row.dataset.key!);
    const before = placeOf(next!).top;
    await rerender(<Harness keys={keys.filter((key) => key !== top)} onRender={onRender} />);
    await frame();
    expect(placeOf(next!).top).toBeCloseTo(before, 0);

    // Another conversation: none of the rows is left.
    await rerender(<Harness keys={keysOf(5000, 5400)} onRender={onRender} />);
    await expect.poll(distanceFromEnd).toBeLessThan(1);
    expect(rowOf('row-5399')).not.toBeNull();
  });
});
