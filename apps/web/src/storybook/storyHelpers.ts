// Stories only: what page stories wait for before their play function's checks and screenshot.
import { expect, waitFor } from 'storybook/test';

/** Page stories load through msw first; a slow machine needs more than the default wait. */
export const slow = { timeout: 15_000 } as const;

/**
 * Every picture on screen has loaded, so the screenshot shows them. Photos further down load
 * lazily, when scrolled near: those are not waited for (they would never come).
 */
export async function imagesSettled(root: HTMLElement) {
  const view = root.ownerDocument.defaultView ?? window;
  const onScreen = (image: HTMLImageElement) => {
    if (image.loading !== 'lazy') return true;
    const box = image.getBoundingClientRect();
    return (
      box.bottom > 0 && box.top < view.innerHeight && box.right > 0 && box.left < view.innerWidth
    );
  };
  await waitFor(
    () =>
      expect(
        [...root.ownerDocument.images]
          .filter(onScreen)
          .every((image) => image.complete && image.naturalWidth > 0),
      ).toBe(true),
    slow,
  );
}
