import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { inChinese, inDark, onMobile } from '../stories';
import { Toast, ToastProvider } from './Toast';

const meta = {
  title: 'Bases/Toast',
  component: Toast,
  args: {
    open: true,
    onClose: fn(),
    title: 'Language switched',
    description: 'Heartline now speaks English.',
    tone: 'success',
    closeLabel: 'Close',
    duration: Infinity,
  },
  argTypes: { tone: { control: 'inline-radio', options: ['info', 'success', 'warning', 'error'] } },
  decorators: [
    (Story) => (
      <ToastProvider label="Notifications">
        <Story />
      </ToastProvider>
    ),
  ],
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: function ToastDemo(args) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button onClick={() => setOpen(true)}>Switch language</Button>
        <Toast
          {...args}
          open={open}
          onClose={() => {
            setOpen(false);
            args.onClose();
          }}
        />
      </>
    );
  },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole('button', { name: 'Switch language' }));
    await expect(await body.findByText('Language switched')).toBeVisible();
    await userEvent.click(body.getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
    await waitFor(() => expect(body.queryByText('Language switched')).not.toBeInTheDocument());
  },
};

export const Playground: Story = {};

export const Success: Story = {};

export const Info: Story = {
  args: { tone: 'info', title: 'New friend request', description: 'Lucas wants to be friends.' },
};

export const Warning: Story = {
  args: {
    tone: 'warning',
    title: 'Only 2 matches left today',
    description: 'Matches reset at midnight UTC.',
  },
};

export const Failed: Story = {
  args: {
    tone: 'error',
    title: 'Search failed, please retry',
    description: undefined,
    action: { label: 'Retry', altText: 'Search again from the search box', onClick: fn() },
  },
};

export const LongText: Story = {
  args: {
    tone: 'info',
    title: 'Beyond the retraction time: messages can be recalled within two minutes of sending',
    description:
      'The message stays in the conversation. You can delete it from your own history at any time.',
  },
};

export const Chinese: Story = {
  args: { title: '语言切换成功', description: 'Heartline 现在使用简体中文。' },
  globals: inChinese,
};

export const Mobile: Story = { globals: onMobile };

export const Dark: Story = { args: { tone: 'error', title: 'Logout failed' }, globals: inDark };
