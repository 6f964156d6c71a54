import { scenarios } from '@heartline/sdk/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withPage } from '../../storybook/withPage';
import { imagesSettled, slow } from '../../storybook/storyHelpers';
import { chatStoryImages, chatWorld, everyBubble, maria, withChatDialogs } from './chatStoryWorld';
import ChatsPage from './ChatsPage';
import { clearDraft } from './store/drafts';

const meta = {
  title: 'Pages/Chat/Chats',
  component: ChatsPage,
  decorators: [withChatDialogs, withPage({ path: '/chats' })],
  parameters: { layout: 'fullscreen', msw: { handlers: { images: chatStoryImages } } },
  beforeEach: chatWorld({ seed: everyBubble }),
} satisfies Meta<typeof ChatsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The list waits 2 s after the view opens (spec), then shows who wrote, with unread counts. */
const conversations = { timeout: 12_000 } as const;

/**
 * The conversations: customer service pinned first, then the chats newest first with their
 * unread counts. Opening María's reads her messages; a text sent to her appears at once.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('region', { name: 'Conversations' }, conversations);
    const rows = await within(list).findAllByRole(
      'button',
      { name: /Mari|James|Customer/ },
      conversations,
    );
    await expect(rows.length).toBeGreaterThan(2);
    await expect(within(list).getByText(/Customer service/)).toBeVisible();
    const maria = within(list).getByRole('button', { name: /^Mari 🌻 马德里(?! 的)/ });
    await expect(maria).toHaveAccessibleName(/3 unread messages/);
    await expect(canvas.getByRole('heading', { name: 'Pick a conversation' })).toBeVisible();

    await userEvent.click(maria);
    const conversation = await canvas.findByRole('region', { name: 'María García' }, slow);
    await expect(await within(conversation).findByText(/Buenos días/, {}, slow)).toBeVisible();
    await expect(
      within(list).getByRole('button', { name: /^Mari 🌻 马德里(?! 的)/ }),
    ).not.toHaveAccessibleName(/unread/);
    await userEvent.type(
      within(conversation).getByRole('textbox', { name: 'Message' }),
      'See you at the café at five?{Enter}',
      { delay: null },
    );
    await expect(
      await within(conversation).findByText('See you at the café at five?', {}, slow),
    ).toBeVisible();
    // The list follows: María's row previews the message just sent.
    await expect(
      within(list).getByRole('button', { name: /^Mari 🌻 马德里(?! 的)/ }),
    ).toHaveTextContent('See you at the café at five?');
    await imagesSettled(canvasElement);
  },
};

/** The emoji picker names each emoji for screen readers ("Tears of joy", not "[joy]"). */
export const EmojiNames: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('region', { name: 'Conversations' }, conversations);
    await userEvent.click(
      await within(list).findByRole('button', { name: /^Mari 🌻 马德里(?! 的)/ }, conversations),
    );
    const conversation = await canvas.findByRole('region', { name: 'María García' }, slow);
    await userEvent.click(within(conversation).getByRole('button', { name: 'Emoji' }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('button', { name: 'Tears of joy' })).toBeVisible();
    await expect(body.getByRole('button', { name: 'Thumbs up' })).toBeVisible();
    await expect(body.queryByRole('button', { name: '[joy]' })).toBeNull();
    await imagesSettled(canvasElement);
  },
};

/** Nobody to chat with yet: customer service stays, with what to do about it. */
export const Empty: Story = {
  parameters: { msw: { handlers: { api: scenarios.emptyLists() } } },
  beforeEach: chatWorld(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'No friends yet' }, conversations),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Find people' })).toBeVisible();
    await expect(canvas.getByText(/Customer service/)).toBeVisible();
    await imagesSettled(canvasElement);
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('region', { name: '会话' }, conversations);
    await expect(
      await within(list).findByRole('button', { name: /^Mari 🌻 马德里(?! 的)/ }, conversations),
    ).toBeVisible();
    await imagesSettled(canvasElement);
  },
};

/** 375 px: the list alone; a conversation opens over it. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile375' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('region', { name: 'Conversations' }, conversations);
    await expect(
      await within(list).findByRole('button', { name: /^Mari 🌻 马德里(?! 的)/ }, conversations),
    ).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Pick a conversation' })).toBeNull();
    await imagesSettled(canvasElement);
  },
};

/** 375 px: the conversation opened from the list, with a way back to it. */
export const MobileConversation: Story = {
  globals: { viewport: { value: 'mobile375' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('region', { name: 'Conversations' }, conversations);
    await userEvent.click(
      await within(list).findByRole('button', { name: /^Mari 🌻 马德里(?! 的)/ }, conversations),
    );
    const conversation = await canvas.findByRole('region', { name: 'María García' }, slow);
    await expect(
      within(conversation).getByRole('button', { name: 'Back to conversations' }),
    ).toBeVisible();
    await expect(await within(conversation).findByText(/Buenos días/, {}, slow)).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Conversations' })).toBeNull();
    await imagesSettled(canvasElement);
  },
};

/**
 * 375 px: what was typed to María and not sent stays hers. Back on the list her row says
 * "Draft: …" instead of her last message, and opening her again gives the text back in the box.
 */
export const Draft: Story = {
  globals: { viewport: { value: 'mobile375' } },
  // Drafts outlive the page (localStorage): this story's goes with it.
  beforeEach: () => () => clearDraft(maria),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const mariaRow = () => canvas.findByRole('button', { name: /^Mari 🌻 马德里(?! 的)/ }, slow);
    const openMaria = async () => {
      await userEvent.click(
        await canvas.findByRole('button', { name: /^Mari 🌻 马德里(?! 的)/ }, conversations),
      );
      const conversation = await canvas.findByRole('region', { name: 'María García' }, slow);
      return {
        box: within(conversation).getByRole('textbox', { name: 'Message' }),
        back: within(conversation).getByRole('button', { name: 'Back to conversations' }),
      };
    };
    const first = await openMaria();
    await userEvent.type(first.box, 'See you at the café at five?', { delay: null });
    await userEvent.click(first.back);
    await expect(await mariaRow()).toHaveTextContent('Draft: See you at the café at five?');

    const again = await openMaria();
    await expect(again.box).toHaveValue('See you at the café at five?');
    await userEvent.click(again.back);
    await expect(await mariaRow()).toHaveTextContent('Draft: See you at the café at five?');
    await imagesSettled(canvasElement);
  },
};

/**
 * 1280 px inside the whole layout (side menu, page, side bar): the side menu shows icons only on
 * the chat pages until the member opens it, the list keeps the room its rows need, the
 * conversation takes the rest (at least 480 px), and customer service's name shows whole.
 */
export const InLayout: Story = {
  globals: { viewport: { value: 'desktop1280' } },
  parameters: { mainLayout: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('region', { name: 'Conversations' }, conversations);
    await userEvent.click(
      await within(list).findByRole('button', { name: /^Mari 🌻 马德里(?! 的)/ }, conversations),
    );
    const conversation = await canvas.findByRole('region', { name: 'María García' }, slow);
    await expect(await within(conversation).findByText(/Buenos días/, {}, slow)).toBeVisible();
    const listWidth = list.getBoundingClientRect().width;
    await expect(listWidth).toBeGreaterThanOrEqual(295);
    await expect(listWidth).toBeLessThanOrEqual(340);
    await expect(conversation.getBoundingClientRect().width).toBeGreaterThanOrEqual(480);
    await imagesSettled(canvasElement);
  },
};
/**
 * 375 px in Russian, the language whose words run longest: the conversation's texts, buttons and
 * the translation language show whole (the language goes under the buttons when it must).
 */
export const MobileConversationRussian: Story = {
  globals: { locale: 'ru', viewport: { value: 'mobile375' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: /^Mari 🌻 马德里(?! 的)/ }, conversations),
    );
    const conversation = await canvas.findByRole('region', { name: 'María García' }, slow);
    await expect(await within(conversation).findByText(/Buenos días/, {}, slow)).toBeVisible();
    // The language's name is laid out whole; the box that shows it ends it in an ellipsis when
    // short of room.
    const language = within(conversation).getByText('Без перевода');
    const text = canvasElement.ownerDocument.createRange();
    text.selectNodeContents(language);
    await expect(text.getBoundingClientRect().width).toBeLessThanOrEqual(
      language.parentElement!.getBoundingClientRect().width + 0.5,
    );
    await imagesSettled(canvasElement);
  },
};
