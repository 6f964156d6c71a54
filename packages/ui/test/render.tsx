// A minimal render for component tests in the browser: mounts into <body>, unmounts after each test.
import { act, type ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach } from 'vitest';

const mounted: Array<{ root: Root; container: HTMLElement }> = [];

/**
 * Runs `work` in React's asynchronous act(), as `await act(async () => work())` would: React then
 * also flushes what the update scheduled in microtasks and in the task after it. The callback
 * returns a promise (that is what picks the asynchronous act) without being an async function
 * that awaits nothing.
 */
export function actAsync(work: () => void): Promise<void> {
  return act(() => {
    work();
    return Promise.resolve();
  });
}

export async function render(ui: ReactElement) {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await actAsync(() => root.render(ui));
  mounted.push({ root, container });
  return {
    container,
    rerender: (next: ReactElement) => actAsync(() => root.render(next)),
  };
}

afterEach(async () => {
  for (const { root, container } of mounted.splice(0)) {
    await actAsync(() => root.unmount());
    container.remove();
  }
});
