// Counters the page keeps while MessageList runs, without touching its code: React commits, through
// the hook React DevTools uses (react-dom reports every commit to `__REACT_DEVTOOLS_GLOBAL_HOOK__`
// when one exists as it loads, production builds included), and ResizeObserver callbacks, through
// a subclass that times them. Imported first by main.tsx, so both are in place before react-dom
// and the virtualizer look for them.
import type { ResizeCounts } from './protocol';

const counts = { commits: 0, resize: { callbacks: 0, rowsMeasured: 0, ms: 0 } };

const noop = () => {};
const hook = {
  supportsFiber: true,
  renderers: new Map<number, unknown>(),
  inject(renderer: unknown) {
    hook.renderers.set(hook.renderers.size + 1, renderer);
    return hook.renderers.size;
  },
  onCommitFiberRoot() {
    counts.commits += 1;
  },
  onCommitFiberUnmount: noop,
  onPostCommitFiberRoot: noop,
  onScheduleFiberRoot: noop,
  checkDCE: noop,
};
Object.assign(window, { __REACT_DEVTOOLS_GLOBAL_HOOK__: hook });

class TimedResizeObserver extends ResizeObserver {
  constructor(callback: ResizeObserverCallback) {
    super((entries, observer) => {
      const start = performance.now();
      try {
        callback(entries, observer);
      } finally {
        // The virtualizer observes the rows; the ScrollArea observes its viewport and content.
        const rows = entries.filter(({ target }) => target.getAttribute('role') === 'listitem');
        if (rows.length > 0) {
          counts.resize.callbacks += 1;
          counts.resize.rowsMeasured += rows.length;
          counts.resize.ms += performance.now() - start;
        }
      }
    });
  }
}
window.ResizeObserver = TimedResizeObserver;

/** React commits so far. */
export const reactCommits = () => counts.commits;

/** The virtualizer's ResizeObserver callbacks so far. */
export const resizeCounts = (): ResizeCounts => ({ ...counts.resize });
