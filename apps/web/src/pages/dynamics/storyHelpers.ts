// Stories only: waiting for what a page story shows before its play function and screenshot.
import { expect, waitFor } from 'storybook/test';
import { notices } from '../../stores/notices';

/** Page stories load through msw first; a slow machine needs more than the default second. */
export const slow = { timeout: 15_000 };

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

/** The notices store outlives a story (it is not a feature store that resets): empty it. */
export function clearNotices() {
  notices.list = [];
}

/**
 * Toasts close on their own after a few seconds, so a screenshot would catch them or not: once a
 * story has seen its toast, it closes them before the picture.
 */
export async function toastsGone(root: HTMLElement) {
  clearNotices();
  await waitFor(() =>
    expect(root.ownerDocument.querySelector('li[data-swipe-direction]')).toBeNull(),
  );
}
