import { createMemoryClient } from '@heartline/im/memory';
import { scenarios } from '@heartline/sdk/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withPage } from '../../storybook/withPage';
import { imagesSettled, slow } from '../../storybook/storyHelpers';
import {
  chatStoryImages,
  chatWorld,
  everyBubble,
  withChatDialogs,
  hub,
  me,
  maria,
} from './chatStoryWorld';
import ChatPage from './ChatPage';

const meta = {
  title: 'Pages/Chat/Chat',
  component: ChatPage,
  // /chat?userId=2: the conversation with María García opens (she is a friend).
  decorators: [withChatDialogs, withPage({ path: '/chat?userId=2', route: '/chat' })],
  parameters: { layout: 'fullscreen', msw: { handlers: { images: chatStoryImages } } },
  beforeEach: chatWorld({ seed: everyBubble }),
} satisfies Meta<typeof ChatPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The list comes 2 s after the view opens (spec). */
const listed = { timeout: 12_000 } as const;

async function openedConversation(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const conversation = await canvas.findByRole('region', { name: 'María García' }, slow);
  await within(conversation).findByText(/Buenos días/, {}, slow);
  // The session list (2 s later) brings her remark name, which the header then shows.
  await within(conversation).findAllByText('Mari 🌻 马德里', {}, listed);
  return conversation;
}

/**
 * Every kind of bubble: text with emoji, translated texts both ways, a photo, a gift, a red
 * packet, a burn-after-read photo, a recalled message. A text sent appears at once.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const conversation = await openedConversation(canvasElement);
    const messages = within(conversation);
    await expect(messages.getByText(/Muy bien, paseé por el Lago del Oeste/)).toBeVisible();
    await expect(messages.getByText('How beautiful! I want to go one day.')).toBeVisible();
    await expect(messages.getByRole('button', { name: 'Open photo' })).toBeVisible();
    await expect(messages.getByText('Rose')).toBeVisible();
    await expect(messages.getByText(/Coffee is on me!/)).toBeVisible();
    await expect(messages.getByText(/Tap to view/)).toBeVisible();
    await expect(messages.getByText(/recalled a message/)).toBeVisible();
    await within(canvas.getByRole('region', { name: 'Conversations' })).findByRole(
      'button',
      { name: /^Mari 🌻 马德里(?! 的)/ },
      listed,
    );

    const box = messages.getByRole('textbox', { name: 'Message' });
    await userEvent.type(box, 'Five o’clock at the café [[heart]{Enter}', { delay: null });
    await expect(await messages.findByText(/Five o’clock at the café/, {}, slow)).toBeVisible();
    await imagesSettled(canvasElement);
  },
};

/**
 * María types (issue 19): "typing…" under her name, announced politely once, and in place of her
 * row's preview; her message clears it at once; she types again. The member's typing reaches her
 * phone once, however many keys.
 */
export const Typing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const conversation = await openedConversation(canvasElement);
    const list = within(canvas.getByRole('region', { name: 'Conversations' }));
    const row = await list.findByRole('button', { name: /^Mari 🌻 马德里(?! 的)/ }, listed);
    // Her phone: a client of her own on the story's chat service.
    const phone = createMemoryClient(hub);
    await phone.login({ user: maria, password: 'password' });
    const heard: string[] = [];
    phone.on('typing', ({ from }) => heard.push(from));
    const box = within(conversation).getByRole('textbox', { name: 'Message' });
    await userEvent.type(box, 'Hola', { delay: null });
    await waitFor(() => expect(heard).toEqual([me]));
    await userEvent.clear(box);

    await phone.sendTyping(me);
    const typing = await within(conversation).findByText('typing…', {}, slow);
    await expect(typing).toHaveAttribute('aria-live', 'polite');
    await expect(within(conversation).queryByText('Online')).toBeNull();
    await waitFor(() => expect(row).toHaveTextContent('typing…'));

    await phone.send({ to: me, type: 'txt', msg: 'On my way!' });
    await within(conversation).findByText('On my way!', {}, slow);
    await expect(within(conversation).queryByText('typing…')).toBeNull();
    await waitFor(() => expect(row).not.toHaveTextContent('typing…'));

    // The screenshot shows her message with the signal gone: a "typing…" on it would last only
    // the 5 s the app keeps it, which a loaded machine could outlast.
    await imagesSettled(canvasElement);
  },
};

/**
 * María closes the app (issue 19): her dot turns grey and "Last seen just now" replaces "Online"
 * under her name, live; the words follow the clock from there (lastSeen.test.ts).
 */
export const LastSeen: Story = {
  play: async ({ canvasElement }) => {
    const conversation = await openedConversation(canvasElement);
    await within(conversation).findByText('Online', {}, listed);
    // Her phone takes over her session, then she logs out: her last connection closed.
    const phone = createMemoryClient(hub);
    await phone.login({ user: maria, password: 'password' });
    await phone.logout();
    const status = await within(conversation).findByText('Last seen just now', {}, slow);
    await expect(status.tagName).toBe('TIME');
    await expect(within(conversation).queryByText('Online')).toBeNull();
    await imagesSettled(canvasElement);
  },
};

/**
 * A first message the chat service flagged and the sender confirmed (issue 18): under it, why,
 * and a one-tap Report that opens the complaint form about her.
 */
export const FlaggedMessage: Story = {
  beforeEach: chatWorld({
    seed: async (world) => {
      await everyBubble(world);
      // The service sets `flagged`, never a client; the memory service stores what it is given.
      await world.peer.send({
        to: me,
        type: 'txt',
        msg: 'Write to me on WhatsApp: +34 600 123 456',
        ext: { confirmed: true, flagged: ['contact'] },
      });
    },
  }),
  play: async ({ canvasElement }) => {
    const conversation = await openedConversation(canvasElement);
    const messages = within(conversation);
    await expect(
      await messages.findByText('Flagged by Heartline: contact details', {}, slow),
    ).toBeVisible();
    await userEvent.click(messages.getByRole('button', { name: 'Report' }));
    const body = within(canvasElement.ownerDocument.body);
    const form = within(await body.findByRole('dialog', { name: /^Report / }, slow));
    // Closed again, for the picture of the flagged message.
    await userEvent.click(form.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull(), slow);
    await imagesSettled(canvasElement);
  },
};

/**
 * The sender's side: the service refuses a flagged first message once (code 1507) with its
 * question; "Send anyway" sends it again, confirmed.
 */
export const FirstMessageAsked: Story = {
  play: async ({ canvasElement }) => {
    const conversation = await openedConversation(canvasElement);
    const messages = within(conversation);
    const question = 'Are you sure? Messages like this one are often reported. Send it anyway?';
    hub.refuseNext({ from: me, to: maria, code: 1507, message: question });
    const box = messages.getByRole('textbox', { name: 'Message' });
    await userEvent.type(box, 'See my pictures at pics.example.com{Enter}', { delay: null });
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(await body.findByRole('dialog', { name: 'Send this message?' }, slow));
    await expect(dialog.getByText(question)).toBeVisible();
    await expect(messages.queryByText('Not sent')).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Send anyway' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull(), slow);
    await expect(messages.getByText('See my pictures at pics.example.com')).toBeVisible();
    await expect(messages.queryByText('Not sent')).toBeNull();
    await imagesSettled(canvasElement);
  },
};

/** "Edit" instead: the message is not sent, and its text is back in the message box. */
export const FirstMessageEdited: Story = {
  play: async ({ canvasElement }) => {
    const conversation = await openedConversation(canvasElement);
    const messages = within(conversation);
    hub.refuseNext({ from: me, to: maria, code: 1507, message: 'Are you sure? Send it anyway?' });
    const box = messages.getByRole('textbox', { name: 'Message' });
    await userEvent.type(box, 'See my pictures at pics.example.com{Enter}', { delay: null });
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(await body.findByRole('dialog', { name: 'Send this message?' }, slow));
    await userEvent.click(dialog.getByRole('button', { name: 'Edit' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull(), slow);
    await expect(messages.getByRole('textbox', { name: 'Message' })).toHaveValue(
      'See my pictures at pics.example.com',
    );
    await expect(messages.queryByText('Not sent')).toBeNull();
    await imagesSettled(canvasElement);
  },
};

/** The service refuses a message (event 502): the bubble stays, "not sent", with a resend. */
/** Blocking from the header's menu, asked first: the conversation closes and leaves the list. */
export const Block: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const conversation = await openedConversation(canvasElement);
    await userEvent.click(within(conversation).getByRole('button', { name: 'More actions' }));
    await userEvent.click(await body.findByRole('menuitem', { name: 'Block Mari 🌻 马德里' }));
    const dialog = within(await body.findByRole('dialog', { name: 'Block Mari 🌻 马德里?' }, slow));
    await userEvent.click(dialog.getByRole('button', { name: 'Block' }));
    await body.findByText('Mari 🌻 马德里 is blocked', {}, slow);
    await waitFor(
      () => expect(canvas.queryByRole('region', { name: 'María García' })).not.toBeInTheDocument(),
      slow,
    );
    const list = canvas.getByRole('region', { name: 'Conversations' });
    await expect(within(list).queryByRole('button', { name: /^Mari 🌻/ })).toBeNull();
  },
};

/**
 * Translation switched off on the server: no language selector under the box, and no "translate
 * their messages" in the header's menu; writing goes on as before.
 */
export const TranslationOff: Story = {
  parameters: { msw: { handlers: { api: scenarios.translationOff() } } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const conversation = await openedConversation(canvasElement);
    const messages = within(conversation);
    // Offered until the server's answer, then gone.
    await waitFor(
      () =>
        expect(messages.queryByRole('combobox', { name: 'Translate my messages into' })).toBeNull(),
      slow,
    );
    const more = messages.getByRole('button', { name: 'More actions' });
    await userEvent.click(more);
    await expect(await body.findByRole('menuitem', { name: 'Block Mari 🌻 马德里' })).toBeVisible();
    await expect(body.queryByRole('menuitem', { name: 'Translate their messages' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    // The picture once the menu is gone and the focus is back on its button.
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(more).toHaveFocus());
    await expect(messages.getByRole('textbox', { name: 'Message' })).toBeVisible();
    await imagesSettled(canvasElement);
  },
};

export const NotSent: Story = {
  play: async ({ canvasElement }) => {
    const conversation = await openedConversation(canvasElement);
    const messages = within(conversation);
    hub.refuseNext({ from: me, code: 500, message: 'The message could not be delivered' });
    const box = messages.getByRole('textbox', { name: 'Message' });
    await userEvent.type(box, 'Are you there?{Enter}', { delay: null });
    await expect(await messages.findByText('Not sent', {}, slow)).toBeVisible();
    await expect(messages.getByRole('button', { name: 'Resend' })).toBeVisible();
    const body = within(canvasElement.ownerDocument.body);
    await expect(
      await body.findByText('The message could not be delivered', {}, slow),
    ).toBeInTheDocument();
    await imagesSettled(canvasElement);
  },
};

/** The connection dropped: the box waits while the client tries again, and says so. */
export const Reconnecting: Story = {
  // The first attempt waits long enough for the picture.
  beforeEach: chatWorld({ seed: everyBubble, reconnect: { baseDelayMs: 600_000 } }),
  play: async ({ canvasElement }) => {
    const conversation = await openedConversation(canvasElement);
    hub.setNetwork(me, false);
    await expect(
      await within(conversation).findByText(/Reconnecting \(attempt 1 of 10\)/, {}, slow),
    ).toBeVisible();
    await expect(within(conversation).getByRole('textbox', { name: 'Message' })).toBeDisabled();
    await imagesSettled(canvasElement);
  },
};

/** Every attempt failed: the chat says it is disconnected and offers to try again. */
export const ConnectionLost: Story = {
  beforeEach: chatWorld({ seed: everyBubble, reconnect: { maxAttempts: 2, baseDelayMs: 10 } }),
  play: async ({ canvasElement }) => {
    const conversation = await openedConversation(canvasElement);
    hub.setNetwork(me, false);
    const alert = await within(conversation).findByRole('alert', {}, slow);
    await expect(alert).toHaveTextContent('The chat is disconnected.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
    await imagesSettled(canvasElement);
  },
};

/** Back online: "try again" reconnects and the message box opens again. */
export const BackOnline: Story = {
  beforeEach: chatWorld({ seed: everyBubble, reconnect: { maxAttempts: 2, baseDelayMs: 10 } }),
  play: async ({ canvasElement }) => {
    const conversation = await openedConversation(canvasElement);
    hub.setNetwork(me, false);
    const alert = await within(conversation).findByRole('alert', {}, slow);
    hub.setNetwork(me, true);
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(within(conversation).queryByRole('alert')).toBeNull(), slow);
    await expect(within(conversation).getByRole('textbox', { name: 'Message' })).toBeEnabled();
    await imagesSettled(canvasElement);
  },
};

/** The start of the history: text with emoji, translations both ways and a photo. */
export const EarlierMessages: Story = {
  play: async ({ canvasElement }) => {
    const conversation = await openedConversation(canvasElement);
    within(conversation).getByRole('region', { name: /Messages with/ }).scrollTop = 0;
    await expect(
      await within(conversation).findByText(/¿Qué tal tu fin de semana en Hangzhou\?/, {}, slow),
    ).toBeVisible();
    // The photo opens large.
    await userEvent.click(within(conversation).getByRole('button', { name: 'Open photo' }));
    const body = within(canvasElement.ownerDocument.body);
    const preview = await body.findByRole('dialog', { name: 'Photo from Mari 🌻 马德里' }, slow);
    await expect(within(preview).getByRole('img')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull(), slow);
    await imagesSettled(canvasElement);
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    const conversation = await openedConversation(canvasElement);
    await expect(within(conversation).getByText(/撤回了一条消息/)).toBeVisible();
    await within(within(canvasElement).getByRole('region', { name: '会话' })).findByRole(
      'button',
      { name: /^Mari 🌻 马德里(?! 的)/ },
      listed,
    );
    await imagesSettled(canvasElement);
  },
};

/** 375 px: the conversation alone, with a way back to the list. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile375' } },
  play: async ({ canvasElement }) => {
    const conversation = await openedConversation(canvasElement);
    await expect(
      within(conversation).getByRole('button', { name: 'Back to conversations' }),
    ).toBeVisible();
    await expect(within(canvasElement).queryByRole('region', { name: 'Conversations' })).toBeNull();
    await imagesSettled(canvasElement);
  },
};
