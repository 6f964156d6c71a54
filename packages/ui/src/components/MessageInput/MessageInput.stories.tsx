import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { inChinese, inDark, onDesktop, onMobile } from '../../private/stories';
import { emojiNamesEn, emojiNamesZh } from '../EmojiPicker/EmojiPicker.fixtures';
import { MessageInput } from './MessageInput';
import { labelsEn, labelsZh, languagesEn, languagesZh } from './MessageInput.fixtures';

const meta = {
  title: 'Components/MessageInput',
  component: MessageInput,
  args: {
    labels: labelsEn,
    emojiLabels: emojiNamesEn,
    translationLanguages: languagesEn,
    translationLanguage: '',
    disabled: false,
    onSend: fn(),
    onValueChange: fn(),
    onPickImage: fn(),
    onInvalidImage: fn(),
    onRedPacket: fn(),
    onGift: fn(),
    onTranslationLanguageChange: fn(),
  },
  // Leaves room above the box for the emoji grid and the language list.
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720, paddingTop: 260 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MessageInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Type, put an emoji at the cursor, send with Enter; Shift+Enter breaks the line. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const box = body.getByRole<HTMLTextAreaElement>('textbox', { name: 'Message' });
    const send = body.getByRole('button', { name: 'Send' });
    await expect(send).toBeDisabled();

    await userEvent.type(box, 'See you at five');
    box.setSelectionRange(3, 3);
    await userEvent.click(body.getByRole('button', { name: 'Emoji' }));
    await userEvent.click(await body.findByRole('button', { name: 'Wave' }));
    await waitFor(() => expect(box).toHaveValue('See[wave] you at five'));
    await waitFor(() => expect(box).toHaveFocus());

    await userEvent.type(box, '{End}{Shift>}{Enter}{/Shift}Bring a smile');
    await expect(box).toHaveValue('See[wave] you at five\nBring a smile');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).toHaveBeenCalledWith({
      text: 'See[wave] you at five\nBring a smile',
    });
    await expect(box).toHaveValue('');
  },
};

export const Playground: Story = {};

/** 1,000 characters at most: typing past the limit does nothing, the counter turns red. */
export const LimitReached: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole<HTMLTextAreaElement>('textbox', { name: 'Message' });
    await userEvent.click(box);
    await userEvent.paste('Tell me everything about Lisbon! '.repeat(30));
    await userEvent.type(box, 'and more and more');
    // 990 pasted, then only 10 of the 17 typed characters fit.
    await expect(box.value).toMatch(/Lisbon! and more a$/);
    await expect(box.value).toHaveLength(1000);
    await expect(canvas.getByText('1000/1000')).toBeVisible();
    await expect(box).toHaveAccessibleDescription('1000 of 1000 characters');
  },
};

/** Spaces and line breaks alone cannot be sent. */
export const Blank: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), '   {Enter}');
    await expect(args.onSend).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled();
  },
};

/**
 * Answering a message: the bar above the box names its author and how it began, the box has the
 * focus, and Escape or the close button cancels.
 */
export const Replying: Story = {
  args: {
    replyingTo: { author: 'Mia', text: 'Shall we meet at the harbour café at seven? [heart_eyes]' },
    onCancelReply: fn(),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('textbox', { name: 'Message' });
    await expect(box).toHaveFocus();
    await expect(box).toHaveAccessibleDescription(/Replying to Mia/);
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancelReply).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel reply' }));
    await expect(args.onCancelReply).toHaveBeenCalledTimes(2);
  },
};

export const ReplyingChinese: Story = {
  args: {
    labels: labelsZh,
    emojiLabels: emojiNamesZh,
    translationLanguages: languagesZh,
    replyingTo: { author: '小雨', text: '图片' },
    onCancelReply: fn(),
  },
  globals: inChinese,
};

export const WithDraft: Story = {
  args: { defaultValue: 'Good morning [smile] Did you sleep well?', translationLanguage: 'es' },
};

/** The chat is reconnecting: nothing can be written or sent. */
export const Reconnecting: Story = {
  args: { disabled: true, status: 'Reconnecting… (attempt 3 of 10)', defaultValue: 'See you' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toBeDisabled();
    await expect(canvas.getByRole('status')).toHaveTextContent('Reconnecting');
  },
};

export const ChoosingLanguage: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole('combobox', { name: 'Translate my messages into' }));
    await userEvent.click(await body.findByRole('option', { name: 'Spanish' }));
    await expect(args.onTranslationLanguageChange).toHaveBeenCalledWith({ code: 'es' });
  },
};

export const WithoutExtras: Story = {
  args: {
    onPickImage: undefined,
    onRedPacket: undefined,
    onGift: undefined,
    translationLanguages: undefined,
  },
};

const chinese = {
  labels: labelsZh,
  emojiLabels: emojiNamesZh,
  translationLanguages: languagesZh,
  translationLanguage: 'en',
  defaultValue: '周末一起去看樱花吧 [blush]',
};

export const Chinese: Story = { args: chinese, globals: { ...onDesktop, ...inChinese } };

export const Desktop: Story = {
  args: { defaultValue: 'See you at five [wave]' },
  globals: onDesktop,
};

export const Mobile: Story = {
  args: { defaultValue: 'See you at five [wave]', translationLanguage: 'es' },
  globals: onMobile,
};

export const MobileChinese: Story = { args: chinese, globals: { ...onMobile, ...inChinese } };

export const Dark: Story = {
  args: { defaultValue: 'See you at five [wave]' },
  globals: { ...onDesktop, ...inDark },
};
