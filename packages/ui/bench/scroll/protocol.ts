// What the harness page (main.tsx) hands to the command (run.ts) through `window.scrollBench`.

/** The first render of the 100,000-message history, measured in the page. */
export type MountResult = {
  /** Messages in the history and rows (messages plus time separators) given to MessageList. */
  messages: number;
  rows: number;
  /** Building the items with the stories' generator, before the mount starts. */
  generateMs: number;
  /** From just before `createRoot().render` to the end of the first frame painted with rows. */
  firstRowsMs: number;
  /** ... to the first frame in which the newest message is on screen and the rows stay put. */
  settledMs: number;
  /** Row elements (`role="listitem"`) and all elements under the list once settled. */
  rowsInDom: number;
  elementsInList: number;
  /** Everything in the document, for scale. */
  elementsInDocument: number;
  /** React commits up to the settled frame. */
  commits: number;
};

/** ResizeObserver callbacks that measured rows (the virtualizer's) and the time they took. */
export type ResizeCounts = { callbacks: number; rowsMeasured: number; ms: number };

/** How the page is scrolled from the newest message to the oldest. */
export type ScrollOptions = {
  /** Pixels up per frame. */
  step: number;
  /** Gives up after this many milliseconds (a list that never reaches the top). */
  timeoutMs: number;
};

/** One long animation frame's share, by what started the script that ran in it. */
export type InvokerTime = { invoker: string; ms: number };

/** The scroll to the oldest message, measured in the page. */
export type ScrollResult = {
  /** Reached scrollTop 0 with the first message rendered (false: timed out). */
  reachedTop: boolean;
  durationMs: number;
  /** Pixels scrolled: the distance from the bottom to the top when the scroll started. */
  distancePx: number;
  /** Intervals between consecutive animation frames during the scroll, in ms. */
  frameIntervals: number[];
  /** How far along the scroll was at each of those frames: 0 at the newest message, 1 at the top. */
  frameProgress: number[];
  /** Most row elements and elements under the list seen in any frame. */
  maxRowsInDom: number;
  maxElementsInList: number;
  /** Row elements added to the list (mounted) during the scroll. */
  rowsMounted: number;
  /** Frames in which scrollTop was not where the bench left it: the list moved it. */
  scrollCorrections: number;
  /** React commits during the scroll. */
  commits: number;
  /** The virtualizer's ResizeObserver callbacks (measuring rows) during the scroll. */
  resize: ResizeCounts;
  /** Long animation frames (over 50 ms, the Long Animation Frames API) and their scripts. */
  longFrames: number;
  longFrameScripts: InvokerTime[];
};

export type ScrollBench = {
  /** Resolves once the list has settled at the newest message. */
  mounted: Promise<MountResult>;
  scrollToOldest(options: ScrollOptions): Promise<ScrollResult>;
};

declare global {
  interface Window {
    scrollBench?: ScrollBench;
  }
}
