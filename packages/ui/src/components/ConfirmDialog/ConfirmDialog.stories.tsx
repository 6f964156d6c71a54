import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../private/Button';
import { inChinese, inDark, onMobile } from '../../private/stories';
import { ConfirmDialog } from './ConfirmDialog';

const meta = {
  title: 'Components/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: true,
    title: 'Delete this conversation?',
    description: 'Your messages with Mia will be removed from this device. This cannot be undone.',
    confirmLabel: 'Delete',
    cancelLabel: 'Cancel',
    closeLabel: 'Close',
    tone: 'danger',
    pending: false,
    onConfirm: fn(),
    onCancel: fn(),
  },
  argTypes: { tone: { control: 'inline-radio', options: ['default', 'danger'] } },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The whole flow: open from the chat's menu, cancel, open again, confirm. */
export const Default: Story = {
  args: { open: false },
  render: function DeleteConversation(args) {
    const [open, setOpen] = useState(args.open);
    return (
      <>
        <Button variant="secondary" onClick={() => setOpen(true)}>
          Delete conversation
        </Button>
        <ConfirmDialog
          {...args}
          open={open}
          onCancel={() => {
            args.onCancel();
            setOpen(false);
          }}
          onConfirm={() => {
            args.onConfirm();
            setOpen(false);
          }}
        />
      </>
    );
  },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const opener = body.getByRole('button', { name: 'Delete conversation' });

    await userEvent.click(opener);
    const dialog = await body.findByRole('dialog', { name: 'Delete this conversation?' });
    // Focus starts on Cancel, the safe choice.
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await waitFor(() => expect(opener).toHaveFocus());

    await userEvent.click(opener);
    await userEvent.click(await body.findByRole('button', { name: 'Delete' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const Playground: Story = {};

export const Danger: Story = {};

export const Neutral: Story = {
  args: {
    tone: 'default',
    title: 'Add Lucas as a friend?',
    description: 'Friends chat for free and see each other’s albums.',
    confirmLabel: 'Send request',
  },
};

export const DeleteHistory: Story = {
  args: {
    title: 'Clear the chat history?',
    description:
      'All messages, photos and gifts in this chat disappear for you. Lucas keeps his copy.',
    confirmLabel: 'Clear history',
  },
};

export const Pending: Story = {
  args: { pending: true },
  play: async ({ args, canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: 'Delete' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

export const LongText: Story = {
  args: {
    title: 'Delete this conversation and every photo, gift and red packet record in it?',
    description:
      'Deleting removes the whole conversation from all of your devices, including burn-after-reading photos you have not opened yet and the records of red packets you sent or received. Coins already sent are not returned. This cannot be undone.',
    confirmLabel: 'Delete everything',
  },
};

export const Chinese: Story = {
  args: {
    title: '删除此会话？',
    description: '你与小雨的聊天记录将从此设备删除，且无法恢复。',
    confirmLabel: '删除',
    cancelLabel: '取消',
    closeLabel: '关闭',
  },
  globals: inChinese,
};

export const Mobile: Story = { globals: onMobile };

export const MobileChinese: Story = { ...Chinese, globals: { ...onMobile, ...inChinese } };

export const Dark: Story = { globals: inDark };
