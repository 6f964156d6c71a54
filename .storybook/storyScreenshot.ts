// After each story test (render, play function, axe check), compare the page with the story's
// committed baseline in `__screenshots__/` next to the stories file. The page, not the story's root
// element, so dialogs, menus and toasts in portals are in the picture. Opt a story out with
// `parameters: { screenshot: false }` (say why in the story).
import { afterEach } from 'vitest';
import { page } from 'vitest/browser';

afterEach(async (context) => {
  const storyId = (context.task.meta as { storyId?: string }).storyId;
  const story = (context as { story?: { parameters?: { screenshot?: boolean } } }).story;
  if (
    !storyId ||
    context.task.result?.state === 'fail' ||
    story?.parameters?.screenshot === false
  ) {
    return;
  }
  await document.fonts.ready;
  await context.expect(page).toMatchScreenshot(storyId);
});
