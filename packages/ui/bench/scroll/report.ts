// The printed report of `npm run bench:scroll`: one screen, numbers first, what they mean after.
import type { MountResult, ScrollResult } from './protocol';

/** Bytes of JS heap in use, as it was and after a full garbage collection. */
export type Heap = { used: number; afterGc: number };

export type Report = {
  browser: string;
  viewport: string;
  cpuSlowdown: number;
  step: number;
  mount: MountResult;
  scroll: ScrollResult;
  heapAfterMount: Heap;
  heapAtEnd: Heap;
};

/** One vsync at 60 Hz: a frame that took longer missed it. */
const frameBudgetMs = 16.7;
const longFrameMs = 50;
/** Frame times come in whole vsyncs (16.7, 33.3, 50 ms ...) give or take the browser's timer
 * coarsening (0.1 ms): a frame is over a limit when it is over by more than this. */
const jitterMs = 1;

/** The scroll in three parts, by the distance covered. */
const thirds = [
  ['newest third', 0, 1 / 3],
  ['middle third', 1 / 3, 2 / 3],
  ['oldest third', 2 / 3, Infinity],
] as const;

const count = (value: number) => Math.round(value).toLocaleString('en-US');
const ms = (value: number) => `${value.toFixed(1)} ms`;
const share = (part: number, whole: number) =>
  `${whole === 0 ? '0.0' : ((part / whole) * 100).toFixed(1)}%`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function line(label: string, value: string) {
  console.log(`  ${label.padEnd(26)}${value}`);
}

/** Frame intervals summed up: percentiles and how many are over a limit. */
function frameStats(frames: number[]) {
  const sorted = [...frames].sort((a, b) => a - b);
  const percentile = (p: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
  const overCount = (limit: number) =>
    frames.filter((interval) => interval > limit + jitterMs).length;
  const over = (limit: number) =>
    `${count(overCount(limit))} (${share(overCount(limit), frames.length)})`;
  const overShare = (limit: number) => share(overCount(limit), frames.length);
  return { sorted, percentile, over, overShare };
}

function printMount(mount: MountResult) {
  console.log('Mount');
  line('items built', `${ms(mount.generateMs)} (the stories' history(), before the mount)`);
  line('first paint with rows', ms(mount.firstRowsMs));
  line('settled at the newest', `${ms(mount.settledMs)}, after ${mount.commits} React commits`);
  line(
    'in the DOM',
    `${mount.rowsInDom} rows, ${count(mount.elementsInList)} elements under the list` +
      ` (${count(mount.elementsInDocument)} in the document)`,
  );
}

function printScroll(scroll: ScrollResult, { rows, step }: { rows: number; step: number }) {
  const frames = scroll.frameIntervals;
  const progress = scroll.frameProgress.at(-1) ?? 0;
  const all = frameStats(frames);
  console.log(`Scroll from the newest message to the oldest, ${count(step)} px a frame`);
  line(
    'distance',
    `${count(scroll.distancePx)} px in ${(scroll.durationMs / 1000).toFixed(1)} s` +
      (scroll.reachedTop
        ? ', first message reached'
        : `, STOPPED ${share(progress, 1)} of the way (BENCH_SCROLL_TIMEOUT)`),
  );
  line('frames', `${count(frames.length)}, median ${ms(all.percentile(50))}`);
  line(`over ${frameBudgetMs} ms`, all.over(frameBudgetMs));
  line(`over ${longFrameMs} ms`, all.over(longFrameMs));
  line(
    'longest frame',
    `${ms(all.sorted.at(-1) ?? 0)} (p95 ${ms(all.percentile(95))}, p99 ${ms(all.percentile(99))})`,
  );
  for (const [label, from, to] of thirds) {
    const part = frames.filter((_, index) => {
      const at = scroll.frameProgress[index] ?? 0;
      return at >= from && at < to;
    });
    const stats = frameStats(part);
    const seconds = part.reduce((sum, interval) => sum + interval, 0) / 1000;
    line(
      `  ${label}`,
      part.length === 0
        ? 'not reached'
        : `${seconds.toFixed(1)} s; median ${ms(stats.percentile(50))}, p95 ${ms(stats.percentile(95))};` +
            ` over ${frameBudgetMs} ms ${stats.overShare(frameBudgetMs)}, over ${longFrameMs} ms ${stats.overShare(longFrameMs)}`,
    );
  }
  line(
    'most in the DOM',
    `${scroll.maxRowsInDom} rows, ${count(scroll.maxElementsInList)} elements under the list`,
  );
  const passed = rows * progress;
  line(
    'rows mounted',
    `${count(scroll.rowsMounted)} (${(scroll.rowsMounted / Math.max(1, passed)).toFixed(2)} per row passed)`,
  );
  const { resize } = scroll;
  line(
    'rows measured',
    `${count(resize.rowsMeasured)} in ${count(resize.callbacks)} ResizeObserver callbacks,` +
      ` ${count(resize.ms)} ms (${share(resize.ms, scroll.durationMs)} of the scroll)`,
  );
  line(
    'React commits',
    `${count(scroll.commits)} (${(scroll.commits / Math.max(1, frames.length)).toFixed(2)} a frame)`,
  );
  line(
    'scrollTop corrections',
    `in ${count(scroll.scrollCorrections)} frames (${share(scroll.scrollCorrections, frames.length)})`,
  );
  if (scroll.longFrames >= 0) {
    line('long animation frames', `${count(scroll.longFrames)} (over 50 ms, their scripts:)`);
    for (const { invoker, ms: time } of scroll.longFrameScripts.slice(0, 4)) {
      line(`  ${invoker}`, `${count(time)} ms`);
    }
  }
}

export function printReport(report: Report) {
  const slowdown =
    report.cpuSlowdown === 1 ? 'no CPU throttling' : `CPU ${report.cpuSlowdown}x slower`;
  console.log(
    `\nbench:scroll: MessageList, ${count(report.mount.messages)} messages` +
      ` (${count(report.mount.rows)} rows with the time separators)\n` +
      `${report.browser}, ${report.viewport}, ${slowdown} (BENCH_CPU_SLOWDOWN)`,
  );
  printMount(report.mount);
  printScroll(report.scroll, { rows: report.mount.rows, step: report.step });

  console.log('JS heap (in use / after a full GC)');
  line(
    'after the mount',
    `${mb(report.heapAfterMount.used)} / ${mb(report.heapAfterMount.afterGc)}`,
  );
  line('after the scroll', `${mb(report.heapAtEnd.used)} / ${mb(report.heapAtEnd.afterGc)}`);
  console.log(
    '\nA frame is the time from one animation frame to the next: over 16.7 ms missed a 60 Hz' +
      ' vsync.\nscrollTop corrections: the list moving the scroll to keep re-measured rows in' +
      ' place.\nTimings move with the machine’s load: compare runs made side by side. Nothing is' +
      ' asserted.',
  );
}
