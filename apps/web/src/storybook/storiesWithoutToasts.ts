// Setup file of the page stories, listed after `.storybook/storyScreenshot.ts`. The notices store
// outlives a story (it is not a feature store that resets), so each story starts without the
// toasts of the one before. A toast stays until the story ends instead of closing on its own
// after 3 s (6 s for an error): whether it was still there when a play looked for it depended on
// the machine's speed (a page whose list loaded late had lost its error toast by then). A play
// asserts the toasts it expects, and the screenshot is taken without them (vitest runs
// after-hooks as a stack, so this one runs before the screenshot's). The toasts' own look is in
// packages/ui's Toast stories.
import { waitFor } from 'storybook/test';
import { afterEach, beforeEach } from 'vitest';
import { toastDurations, toasts } from '../stores/toasts';

beforeEach(() => {
  toasts.list = [];
  toastDurations.error = Infinity;
  toastDurations.other = Infinity;
});

afterEach(async () => {
  toasts.list = [];
  await waitFor(() => {
    if (document.querySelector('li[data-swipe-direction]')) throw new Error('a toast is open');
  });
});
