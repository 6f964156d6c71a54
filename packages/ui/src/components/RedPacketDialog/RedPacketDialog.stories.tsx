import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../private/Button';
import { inChinese, inDark, onDesktop, onMobile } from '../../private/stories';
import { RedPacketDialog } from './RedPacketDialog';
import { redPacketLabelsEn, redPacketLabelsZh } from './redPacketSamples';

const meta = {
  title: 'Components/RedPacketDialog',
  component: RedPacketDialog,
  args: {
    open: true,
    title: 'Send Mia a red packet',
    description: 'The coins reach Mia as soon as you send them.',
    balance: 1280,
    locale: 'en',
    pending: false,
    labels: redPacketLabelsEn,
    onSend: fn(),
    onCancel: fn(),
    onRecharge: fn(),
  },
  globals: onDesktop,
} satisfies Meta<typeof RedPacketDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pick a preset, type an amount instead, see an invalid one refused, send with a greeting. */
export const Default: Story = {
  args: { open: false },
  render: function ChatRedPacket(args) {
    const [open, setOpen] = useState(args.open);
    return (
      <>
        <Button onClick={() => setOpen(true)}>Red packet</Button>
        <RedPacketDialog
          {...args}
          open={open}
          onCancel={() => {
            args.onCancel();
            setOpen(false);
          }}
          onSend={(packet) => {
            args.onSend(packet);
            setOpen(false);
          }}
        />
      </>
    );
  },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole('button', { name: 'Red packet' }));
    const dialog = within(await body.findByRole('dialog', { name: 'Send Mia a red packet' }));
    const send = dialog.getByRole('button', { name: 'Send' });
    await expect(send).toBeDisabled();

    const fifty = dialog.getByRole('radio', { name: '50 coins' });
    await userEvent.click(fifty);
    await expect(fifty).toBeChecked();
    await expect(send).toBeEnabled();

    const typed = dialog.getByRole('textbox', { name: 'Or type an amount' });
    await userEvent.type(typed, '05');
    await expect(typed).toHaveAccessibleDescription(args.labels.amountError);
    await expect(typed).toBeInvalid();
    await expect(fifty).not.toBeChecked();
    await expect(send).toBeDisabled();

    await userEvent.clear(typed);
    await userEvent.type(typed, '88');
    await expect(typed).toBeValid();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Greeting' }), ' Happy birthday! ');
    await userEvent.click(send);
    await expect(args.onSend).toHaveBeenCalledWith({ amount: 88, note: 'Happy birthday!' });
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const Playground: Story = {};

export const PresetChosen: Story = { args: { defaultAmount: 50 } };

export const InvalidAmount: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = within(within(canvasElement.ownerDocument.body).getByRole('dialog'));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Or type an amount' }), '2.5');
    await expect(dialog.getByText(args.labels.amountError)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Send' })).toBeDisabled();
  },
};

export const NotEnoughCoins: Story = {
  args: { balance: 30, defaultAmount: 50 },
  play: async ({ args, canvasElement }) => {
    const dialog = within(within(canvasElement.ownerDocument.body).getByRole('dialog'));
    await expect(dialog.getByRole('status')).toHaveTextContent(args.labels.insufficient);
    await expect(dialog.getByRole('button', { name: 'Send' })).toBeDisabled();
    await userEvent.click(dialog.getByRole('button', { name: 'Recharge coins' }));
    await expect(args.onRecharge).toHaveBeenCalledOnce();
  },
};

export const Pending: Story = {
  args: { defaultAmount: 100, pending: true },
  play: async ({ args, canvasElement }) => {
    const dialog = within(within(canvasElement.ownerDocument.body).getByRole('dialog'));
    await expect(dialog.getByRole('button', { name: 'Send' })).toHaveAttribute('aria-busy', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

export const SendFailed: Story = {
  args: {
    defaultAmount: 10,
    error: 'The red packet could not be sent. Check your connection and try again.',
  },
};

export const LongText: Story = {
  args: {
    title: 'Send Maximiliane-Josephine von Hohenberg a red packet for her birthday',
    description:
      'The coins move from your balance to Maximiliane at once. Red packets cannot be taken back once they are sent.',
    balance: 1_284_500,
    defaultAmount: 100,
    labels: {
      ...redPacketLabelsEn,
      customAmount: 'Or type any other amount of gold coins',
      amountError: 'Enter a positive whole number of gold coins without a leading zero, like 20.',
    },
  },
};

const chinese = {
  title: '给小雨发红包',
  description: '发出后金币会立即到达对方账户。',
  locale: 'zh-CN',
  labels: redPacketLabelsZh,
};

export const Chinese: Story = {
  args: { ...chinese, defaultAmount: 50 },
  globals: { ...onDesktop, ...inChinese },
};

export const Mobile: Story = { args: { defaultAmount: 10 }, globals: onMobile };

export const MobileChinese: Story = {
  args: { ...chinese, balance: 20, defaultAmount: 50 },
  globals: { ...onMobile, ...inChinese },
};

export const Dark: Story = { args: { defaultAmount: 50 }, globals: { ...onDesktop, ...inDark } };
