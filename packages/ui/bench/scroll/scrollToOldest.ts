// In the page: scrolls the history from the newest message to the oldest, a step every animation
// frame, and records what each frame cost.
import type { InvokerTime, ScrollOptions, ScrollResult } from './protocol';
import { reactCommits, resizeCounts } from './pageCounters';

/** Settles once scrollTop has stayed at 0 with the first row rendered for this many frames. */
const framesAtTop = 5;

type LoafScript = { invoker?: string; invokerType?: string; duration: number };
type LoafEntry = PerformanceEntry & { scripts?: LoafScript[] };

/** Long animation frames (over 50 ms) from now until the returned function is called, and which
 * scripts they spent their time in. */
function watchLongFrames() {
  const entries: LoafEntry[] = [];
  const supported = PerformanceObserver.supportedEntryTypes.includes('long-animation-frame');
  const observer = new PerformanceObserver((list) => entries.push(...list.getEntries()));
  if (supported) observer.observe({ type: 'long-animation-frame' });
  return () => {
    if (supported) entries.push(...observer.takeRecords());
    observer.disconnect();
    const byInvoker = new Map<string, number>();
    for (const entry of entries) {
      for (const script of entry.scripts ?? []) {
        // "DIV.onscroll", "ResizeObserver.observe", "FrameRequestCallback": say where, not which.
        const invoker = script.invoker?.replace(/^#?\w+\./, '') ?? script.invokerType ?? '?';
        byInvoker.set(invoker, (byInvoker.get(invoker) ?? 0) + script.duration);
      }
    }
    const scripts: InvokerTime[] = [...byInvoker]
      .map(([invoker, ms]) => ({ invoker, ms }))
      .sort((a, b) => b.ms - a.ms);
    return { longFrames: supported ? entries.length : -1, longFrameScripts: scripts };
  };
}

/** Scrolls `viewport` to the top, `step` pixels a frame, until the first row of `list` shows. */
export function scrollToOldest(
  viewport: HTMLElement,
  list: HTMLElement,
  { step, timeoutMs }: ScrollOptions,
): Promise<ScrollResult> {
  const frameIntervals: number[] = [];
  const frameProgress: number[] = [];
  let rowsMounted = 0;
  const rowsObserver = new MutationObserver((records) => {
    for (const record of records) rowsMounted += record.addedNodes.length;
  });
  rowsObserver.observe(list, { childList: true });
  const stopWatchingFrames = watchLongFrames();
  const commitsBefore = reactCommits();
  const resizeBefore = resizeCounts();
  const distancePx = viewport.scrollTop;
  const start = performance.now();

  let maxRowsInDom = list.childElementCount;
  let maxElementsInList = list.getElementsByTagName('*').length;
  let scrollCorrections = 0;
  let expectedTop: number | undefined;
  let previousFrame: number | undefined;
  let atTop = 0;

  return new Promise((resolve) => {
    const finish = (reachedTop: boolean) => {
      rowsObserver.disconnect();
      resolve({
        reachedTop,
        durationMs: performance.now() - start,
        distancePx,
        frameIntervals,
        frameProgress,
        maxRowsInDom,
        maxElementsInList,
        rowsMounted,
        scrollCorrections,
        commits: reactCommits() - commitsBefore,
        resize: (({ callbacks, rowsMeasured, ms }) => ({
          callbacks: callbacks - resizeBefore.callbacks,
          rowsMeasured: rowsMeasured - resizeBefore.rowsMeasured,
          ms: ms - resizeBefore.ms,
        }))(resizeCounts()),
        ...stopWatchingFrames(),
      });
    };
    const frame = (now: number) => {
      const top = viewport.scrollTop;
      if (previousFrame !== undefined) {
        frameIntervals.push(now - previousFrame);
        // Rows measured taller than estimated can push the top further away than at the start.
        frameProgress.push(distancePx === 0 ? 1 : Math.min(1, Math.max(0, 1 - top / distancePx)));
      }
      previousFrame = now;
      maxRowsInDom = Math.max(maxRowsInDom, list.childElementCount);
      maxElementsInList = Math.max(maxElementsInList, list.getElementsByTagName('*').length);

      // The virtualizer moves scrollTop itself when rows above the view turn out taller or
      // shorter than estimated, so that what the reader sees stays put.
      if (expectedTop !== undefined && Math.abs(top - expectedTop) > 1) scrollCorrections += 1;
      atTop = top === 0 && list.querySelector('[data-index="0"]') ? atTop + 1 : 0;
      if (atTop >= framesAtTop) return finish(true);
      if (now - start > timeoutMs) return finish(false);

      expectedTop = Math.max(0, top - step);
      viewport.scrollTop = expectedTop;
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}
