// Shared by the social and message page stories.
import { notices } from '../../stores/notices';

/** Pages load through msw on a busy machine: wait longer than Testing Library's 1 s. */
export const slow = { timeout: 10_000 } as const;

/**
 * Each story starts without the toasts of the story before (the notices store outlives a story),
 * and ends without its own: a toast leaves after 4 s, so whether it is still in the screenshot
 * would depend on the machine's speed. The plays assert the toasts they expect first.
 */
export function clearNotices() {
  notices.list = [];
  return () => {
    notices.list = [];
  };
}

/** Ends a play without toasts, once it has checked them (see `clearNotices`). */
export async function withoutToasts() {
  notices.list = [];
  await new Promise((resolve) => requestAnimationFrame(resolve));
}
