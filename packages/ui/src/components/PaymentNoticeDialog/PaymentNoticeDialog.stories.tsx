import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../private/Button';
import { inChinese, inDark, onDesktop, onMobile } from '../../private/stories';
import { PaymentNoticeDialog } from './PaymentNoticeDialog';

const burnTexts = {
  alertType: 1,
  title: 'Burn-after-reading photos',
  message:
    'Opening a burn-after-reading photo from a new friend costs 3 gold coins. It shows for 8 seconds and then disappears.',
} as const;

const meta = {
  title: 'Components/PaymentNoticeDialog',
  component: PaymentNoticeDialog,
  args: {
    open: true,
    alertType: 0,
    title: 'Viewing photos costs coins',
    message: "3 gold coins give you permission to view a new friend's photos.",
    price: 3,
    locale: 'en',
    labels: { gotIt: 'Got it', close: 'Close' },
    onDismiss: fn(),
  },
  argTypes: { alertType: { control: 'inline-radio', options: [0, 1] } },
  globals: onDesktop,
} satisfies Meta<typeof PaymentNoticeDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opening a new friend's album: "Got it", or closing it any way, dismisses the notice. */
export const Default: Story = {
  args: { open: false },
  render: function OpenAlbum(args) {
    const [open, setOpen] = useState(args.open);
    return (
      <>
        <Button variant="secondary" onClick={() => setOpen(true)}>
          View Mia's photos
        </Button>
        <PaymentNoticeDialog
          {...args}
          open={open}
          onDismiss={() => {
            args.onDismiss();
            setOpen(false);
          }}
        />
      </>
    );
  },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const opener = body.getByRole('button', { name: "View Mia's photos" });
    await userEvent.click(opener);
    const dialog = await body.findByRole('dialog', { name: 'Viewing photos costs coins' });
    await expect(dialog).toHaveAccessibleDescription(args.message as string);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Got it' }));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
    await waitFor(() => expect(opener).toHaveFocus());

    await userEvent.click(opener);
    await userEvent.keyboard('{Escape}');
    await expect(args.onDismiss).toHaveBeenCalledTimes(2);
  },
};

export const Playground: Story = {};

/** alertType 0 (isPayMsg). */
export const PaidPhoto: Story = {};

/** alertType 1 (isBurnPayMsg). */
export const BurnImage: Story = { args: burnTexts };

export const WithoutPrice: Story = { args: { price: undefined } };

export const LongText: Story = {
  args: {
    title: 'Looking at the photos of people you have just met costs gold coins',
    message:
      "3 gold coins give you permission to view a new friend's photos, once for each friend. Friends you have chatted with for a while show their photos for free, and coins already spent are not returned.",
    labels: { gotIt: 'Got it, thanks', close: 'Close' },
  },
};

const chinese = {
  title: '查看照片需要金币',
  message: '支付 3 个金币即可查看新朋友的照片。',
  locale: 'zh-CN',
  labels: { gotIt: '知道了', close: '关闭' },
};

export const Chinese: Story = { args: chinese, globals: { ...onDesktop, ...inChinese } };

export const Mobile: Story = { args: burnTexts, globals: onMobile };

export const MobileChinese: Story = {
  args: {
    ...chinese,
    alertType: 1,
    title: '阅后即焚照片',
    message: '查看新朋友的阅后即焚照片需要 3 个金币，照片显示 8 秒后消失。',
  },
  globals: { ...onMobile, ...inChinese },
};

export const Dark: Story = { globals: { ...onDesktop, ...inDark } };
