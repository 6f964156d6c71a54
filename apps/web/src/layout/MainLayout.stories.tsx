import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { chatStoryImages, chatWorld, everyBubble } from '../features/chat/chatStoryWorld';
import MyInfoPage from '../features/myInfo/MyInfoPage';
import { imagesSettled, slow } from '../storybook/storyHelpers';
import { withPage } from '../storybook/withPage';

// The whole main layout around a page: top bar, side menu, side bar and the floating chat window.
const meta = {
  title: 'Pages/Layout',
  component: MyInfoPage,
  decorators: [withPage({ path: '/myInfo', layout: true })],
  parameters: { layout: 'fullscreen', msw: { handlers: { images: chatStoryImages } } },
  beforeEach: chatWorld({ seed: everyBubble }),
  globals: { viewport: { value: 'desktop1280' } },
} satisfies Meta<typeof MyInfoPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The list waits 2 s after the view opens (spec), then shows who wrote. */
const conversations = { timeout: 12_000 } as const;

/**
 * 1280 px in the layout: the side bar's "Recent chats" opens the floating window beside the side
 * bar, not over it, so the same button closes it again.
 */
export const ChatWindowBesideSideBar: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sideBar = await canvas.findByRole('complementary', { name: 'My summary' }, slow);
    const toggle = within(sideBar).getByRole('button', { name: /^Recent chats/ });
    await userEvent.click(toggle);
    const window = await canvas.findByRole('dialog', { name: 'Recent chats' }, slow);
    await expect(
      await within(window).findByRole('button', { name: /^Mari 🌻 马德里(?! 的)/ }, conversations),
    ).toBeVisible();
    const box = toggle.getBoundingClientRect();
    const atToggle = canvasElement.ownerDocument.elementFromPoint(
      box.left + box.width / 2,
      box.top + box.height / 2,
    );
    await expect(toggle.contains(atToggle)).toBe(true);
    await imagesSettled(canvasElement);
  },
};
