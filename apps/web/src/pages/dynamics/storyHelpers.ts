// Stories only: waiting for what a page story shows before its play function and screenshot.
import { expect, waitFor } from 'storybook/test';
import { notices } from '../../stores/notices';

/** Page stories load through msw first; a slow machine needs more than the default second. */
export const slow = { timeout: 15_000 };

/** Every picture of the page has loaded (or failed), so the screenshot shows them. */
export async function imagesSettled(root: HTMLElement) {
  await waitFor(
    () =>
      expect(
        [...root.ownerDocument.images].every((image) => image.complete && image.naturalWidth > 0),
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
