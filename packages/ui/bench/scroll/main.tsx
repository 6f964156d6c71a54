// The harness page of `npm run bench:scroll`: the real MessageList with the 100,000-message history
// of its stories, full screen in the light theme with the global styles, as Storybook shows it.
// The command drives it through `window.scrollBench` (protocol.ts).
//
// First, so its counters are in place before react-dom and the virtualizer load.
import { reactCommits } from './pageCounters';
import { createRoot } from 'react-dom/client';
import '../../src/theme/global.css';
import { MessageList } from '../../src/components/MessageList';
import { history, labelsEn } from '../../src/components/MessageList/MessageList.fixtures';
import { lightTheme } from '../../src/theme/themes.css';
import type { MountResult } from './protocol';
import { scrollToOldest } from './scrollToOldest';

const messages = 100_000;
/** The rows must stay the same for this many frames for the list to count as settled. */
const steadyFrames = 10;

const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));
/** Called during a frame (before its rendering): resolves in the task after it has painted. */
const afterThisFrame = () =>
  new Promise<number>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve(performance.now());
    channel.port2.postMessage(null);
  });

/** Renders the list into `container` and waits until it has settled at the newest message. */
async function mount(container: HTMLElement): Promise<MountResult> {
  const rowIndexes = () =>
    [...container.querySelectorAll('[role="listitem"]')].map((row) =>
      row.getAttribute('data-index'),
    );
  const generateStart = performance.now();
  const items = history(messages);
  const generateMs = performance.now() - generateStart;
  const newest = String(items.length - 1);

  performance.mark('mount-start');
  const start = performance.now();
  createRoot(container).render(
    <div style={{ height: '100vh' }}>
      <MessageList items={items} labels={labelsEn} locale="en" />
    </div>,
  );

  // The first frame whose rendering starts with rows in the page paints them.
  let rows: (string | null)[];
  do {
    await nextFrame();
    rows = rowIndexes();
  } while (rows.length === 0);
  const firstRowsMs = (await afterThisFrame()) - start;

  // Settled: the newest row is in, and the rows have not changed for a few frames (measuring a
  // row can re-render the list).
  let settledMs = firstRowsMs;
  let steady = 0;
  let previous = rows.join();
  while (steady < steadyFrames) {
    await nextFrame();
    rows = rowIndexes();
    if (rows.join() !== previous || !rows.includes(newest)) {
      steady = 0;
      previous = rows.join();
      settledMs = (await afterThisFrame()) - start;
    } else steady += 1;
  }
  performance.mark('settled');

  const list = container.querySelector('[role="list"]');
  return {
    messages,
    rows: items.length,
    generateMs,
    firstRowsMs,
    settledMs,
    rowsInDom: rows.length,
    elementsInList: list?.getElementsByTagName('*').length ?? 0,
    elementsInDocument: document.getElementsByTagName('*').length,
    commits: reactCommits(),
  };
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
document.documentElement.classList.add(lightTheme);

window.scrollBench = {
  mounted: mount(container),
  scrollToOldest(options) {
    const viewport = container.querySelector<HTMLElement>('[data-radix-scroll-area-viewport]');
    const list = container.querySelector<HTMLElement>('[role="list"]');
    if (!viewport || !list) throw new Error('MessageList rendered no scrolling list');
    return scrollToOldest(viewport, list, options);
  },
};
