import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../private/Button';
import { inChinese, inDark, onDesktop, onMobile } from '../../private/stories';
import { InsufficientCoinsDialog } from './InsufficientCoinsDialog';

const translationTexts = {
  reason: 'translation',
  title: 'Insufficient gold coins!',
  message: 'Your translation pack is used up. Just one coin lets you keep chatting.',
} as const;

const meta = {
  title: 'Components/InsufficientCoinsDialog',
  component: InsufficientCoinsDialog,
  args: {
    open: true,
    reason: 'coins',
    title: 'Insufficient gold coins',
    message: 'A first message to a new friend costs 1 gold coin. Please recharge to send it.',
    labels: {
      recharge: 'Recharge coins',
      buyTranslation: 'Buy translation pack',
      notNow: 'Not now',
      close: 'Close',
      balance: 'Your balance',
    },
    locale: 'en',
    onRecharge: fn(),
    onBuyTranslation: fn(),
    onDismiss: fn(),
  },
  argTypes: { reason: { control: 'inline-radio', options: ['coins', 'translation'] } },
  globals: onDesktop,
} satisfies Meta<typeof InsufficientCoinsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A message the chat service refused (code 105): not now, then recharge. */
export const Default: Story = {
  args: { open: false },
  render: function SendToNewFriend(args) {
    const [open, setOpen] = useState(args.open);
    const close = (callback: () => void) => () => {
      callback();
      setOpen(false);
    };
    return (
      <>
        <Button onClick={() => setOpen(true)}>Send</Button>
        <InsufficientCoinsDialog
          {...args}
          open={open}
          onDismiss={close(args.onDismiss)}
          onRecharge={close(args.onRecharge)}
          onBuyTranslation={close(args.onBuyTranslation)}
        />
      </>
    );
  },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const send = body.getByRole('button', { name: 'Send' });
    await userEvent.click(send);
    const dialog = await body.findByRole('dialog', { name: 'Insufficient gold coins' });
    await expect(dialog).toHaveAccessibleDescription(args.message as string);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Not now' }));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
    await waitFor(() => expect(send).toHaveFocus());

    await userEvent.click(send);
    await userEvent.click(await body.findByRole('button', { name: 'Recharge coins' }));
    await expect(args.onRecharge).toHaveBeenCalledOnce();
    await expect(args.onBuyTranslation).not.toHaveBeenCalled();
  },
};

export const Playground: Story = {};

/** Code 105: a payment ran out of coins; recharging comes first. */
export const Coins: Story = {};

/** Code 106: the translation pack ran out; buying one comes first. */
export const Translation: Story = {
  args: translationTexts,
  play: async ({ args, canvasElement }) => {
    const dialog = within(within(canvasElement.ownerDocument.body).getByRole('dialog'));
    // The suggested action comes first.
    await expect(dialog.getAllByRole('button')[0]).toHaveAccessibleName('Buy translation pack');
    await userEvent.click(dialog.getByRole('button', { name: 'Buy translation pack' }));
    await expect(args.onBuyTranslation).toHaveBeenCalledOnce();
  },
};

export const WithBalance: Story = { args: { ...translationTexts, balance: 0 } };

export const LongText: Story = {
  args: {
    title: 'You do not have enough gold coins to send this message to your new friend',
    message:
      'Starting a chat with someone who is not your friend yet costs 1 gold coin, paid once. Recharge any amount, or buy a translation pack that also keeps your translated chats going for longer.',
    labels: {
      recharge: 'Recharge gold coins now',
      buyTranslation: 'Buy a translation pack instead',
      notNow: 'Not now, maybe later',
      close: 'Close',
      balance: 'Your balance',
    },
    balance: 0,
  },
};

const chinese = {
  title: '金币不足！',
  message: '翻译包已用完，只需 1 个金币即可继续聊天。',
  locale: 'zh-CN',
  labels: {
    recharge: '充值金币',
    buyTranslation: '购买翻译包',
    notNow: '暂不',
    close: '关闭',
    balance: '我的余额',
  },
};

export const Chinese: Story = {
  args: { ...chinese, reason: 'translation', balance: 0 },
  globals: { ...onDesktop, ...inChinese },
};

export const Mobile: Story = { globals: onMobile };

export const MobileChinese: Story = {
  args: { ...chinese, reason: 'coins', title: '金币不足', message: '金币不足，请充值。' },
  globals: { ...onMobile, ...inChinese },
};

export const Dark: Story = { args: translationTexts, globals: { ...onDesktop, ...inDark } };
