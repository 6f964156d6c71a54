import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { inChinese, inDark, onMobile } from '../../private/stories';
import { FriendRequestDialog, type FriendRequestDialogLabels } from './FriendRequestDialog';

const labels: FriendRequestDialogLabels = {
  title: 'Add {name} as a friend',
  description: '{name} sees your note with the request.',
  note: 'A note (optional)',
  notePlaceholder: 'Say who you are or why you would like to be friends',
  noteCount: '{count}/{max}',
  send: 'Send request',
  cancel: 'Cancel',
  close: 'Close',
};

const chineseLabels: FriendRequestDialogLabels = {
  title: '添加 {name} 为好友',
  description: '{name} 会在好友申请中看到你的留言。',
  note: '留言（可选）',
  notePlaceholder: '介绍一下自己，或说说为什么想加好友',
  noteCount: '{count}/{max}',
  send: '发送申请',
  cancel: '取消',
  close: '关闭',
};

const meta = {
  title: 'Components/FriendRequestDialog',
  component: FriendRequestDialog,
  args: { open: true, name: 'Mia', labels, onSend: fn(), onCancel: fn() },
} satisfies Meta<typeof FriendRequestDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A note typed, counted, trimmed and sent. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(await body.findByRole('dialog', { name: 'Add Mia as a friend' }));
    await userEvent.type(
      dialog.getByLabelText('A note (optional)'),
      '  Hola Mia! Me gusta la salsa ',
    );
    await expect(dialog.getByText('30/200')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Send request' }));
    await expect(args.onSend).toHaveBeenCalledWith({ note: 'Hola Mia! Me gusta la salsa' });
  },
};

export const Playground: Story = {};

/** Sent without a note: the API takes an empty one. */
export const WithoutNote: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: 'Send request' }));
    await expect(args.onSend).toHaveBeenCalledWith({ note: '' });
  },
};

export const Pending: Story = { args: { pending: true } };

export const Chinese: Story = { args: { labels: chineseLabels, name: '小雨' }, globals: inChinese };

export const Mobile: Story = { globals: onMobile };

export const MobileChinese: Story = {
  args: { labels: chineseLabels, name: '小雨' },
  globals: { ...onMobile, ...inChinese },
};

export const Dark: Story = { globals: inDark };
