import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../private/Button';
import { inChinese, inDark, onDesktop, onMobile } from '../../private/stories';
import { GiftDialog } from './GiftDialog';
import { giftLabelsEn, giftLabelsZh, sampleGifts } from './sampleGifts';

const meta = {
  title: 'Components/GiftDialog',
  component: GiftDialog,
  args: {
    open: true,
    title: 'Send Mia a gift',
    gifts: sampleGifts.en,
    balance: 1280,
    freeGifts: 0,
    vipLevel: 0,
    locale: 'en',
    loading: false,
    pending: false,
    labels: giftLabelsEn,
    onGive: fn(),
    onCancel: fn(),
    onRecharge: fn(),
  },
  globals: onDesktop,
} satisfies Meta<typeof GiftDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Choose roses, make it three, see the total, give. */
export const Default: Story = {
  args: { open: false },
  render: function ChatGift(args) {
    const [open, setOpen] = useState(args.open);
    return (
      <>
        <Button onClick={() => setOpen(true)}>Gift</Button>
        <GiftDialog
          {...args}
          open={open}
          onCancel={() => {
            args.onCancel();
            setOpen(false);
          }}
          onGive={(gift) => {
            args.onGive(gift);
            setOpen(false);
          }}
        />
      </>
    );
  },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole('button', { name: 'Gift' }));
    const dialog = within(await body.findByRole('dialog', { name: 'Send Mia a gift' }));
    const give = dialog.getByRole('button', { name: 'Give' });
    await expect(give).toBeDisabled();
    await userEvent.click(dialog.getByRole('radio', { name: /Rose/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'More' }));
    await userEvent.click(dialog.getByRole('button', { name: 'More' }));
    await expect(dialog.getByRole('textbox', { name: 'Quantity' })).toHaveValue('3');
    await expect(dialog.getByText('15')).toBeVisible();
    await userEvent.click(give);
    await expect(args.onGive).toHaveBeenCalledWith({ giftId: 3, quantity: 3 });
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const Playground: Story = {};

/** A normal member pays every gift in coins. */
export const NormalMember: Story = { args: { defaultGiftId: 6 } };

/** A VIP's 5 free gifts a month pay first. */
export const VipWithFreeGifts: Story = {
  args: {
    vipLevel: 1,
    freeGifts: 5,
    freeGiftsNote: 'VIP: 5 free gifts left this month',
    defaultGiftId: 6,
  },
  play: async ({ canvasElement }) => {
    const dialog = within(within(canvasElement.ownerDocument.body).getByRole('dialog'));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Quantity' }), '{Backspace}7');
    await expect(dialog.getByText('5 free')).toBeVisible();
  },
};

export const VipFreeGiftsUsedUp: Story = {
  args: {
    vipLevel: 1,
    freeGifts: 0,
    freeGiftsNote: 'VIP: no free gifts left this month',
    defaultGiftId: 3,
  },
};

/** SVIP gifts are free without limit. */
export const Svip: Story = {
  args: {
    vipLevel: 2,
    freeGifts: -1,
    freeGiftsNote: 'SVIP: unlimited free gifts',
    defaultGiftId: 8,
  },
};

export const NotEnoughCoins: Story = {
  args: { balance: 30, defaultGiftId: 6 },
  play: async ({ args, canvasElement }) => {
    const dialog = within(within(canvasElement.ownerDocument.body).getByRole('dialog'));
    await expect(dialog.getByRole('button', { name: 'Give' })).toBeDisabled();
    await userEvent.click(dialog.getByRole('button', { name: 'Recharge coins' }));
    await expect(args.onRecharge).toHaveBeenCalledOnce();
  },
};

export const Loading: Story = { args: { loading: true, gifts: [] } };

export const Empty: Story = { args: { gifts: [] } };

export const Pending: Story = { args: { defaultGiftId: 5, pending: true } };

export const GiveFailed: Story = {
  args: { defaultGiftId: 5, error: 'The gift could not be sent. Please try again.' },
};

export const LongText: Story = {
  args: {
    title: 'Send Maximiliane-Josephine von Hohenberg a gift to brighten her day',
    gifts: sampleGifts.en.map((gift) => ({ ...gift, name: `${gift.name} deluxe edition` })),
    balance: 1_284_500,
    freeGiftsNote: 'VIP: 5 free gifts left this month, renewed on the first of every month',
    vipLevel: 1,
    freeGifts: 5,
    defaultGiftId: 7,
  },
};

const chinese = {
  title: '送小雨一份礼物',
  gifts: sampleGifts.zh,
  locale: 'zh-CN',
  labels: giftLabelsZh,
};

export const Chinese: Story = {
  args: {
    ...chinese,
    vipLevel: 1,
    freeGifts: 5,
    freeGiftsNote: 'VIP：本月还可免费赠送 5 个礼物',
    defaultGiftId: 3,
  },
  globals: { ...onDesktop, ...inChinese },
};

export const Mobile: Story = { args: { defaultGiftId: 4 }, globals: onMobile };

export const MobileChinese: Story = {
  args: {
    ...chinese,
    vipLevel: 2,
    freeGifts: -1,
    freeGiftsNote: 'SVIP：礼物无限免费',
    defaultGiftId: 8,
  },
  globals: { ...onMobile, ...inChinese },
};

export const Dark: Story = {
  args: {
    vipLevel: 2,
    freeGifts: -1,
    freeGiftsNote: 'SVIP: unlimited free gifts',
    defaultGiftId: 2,
  },
  globals: { ...onDesktop, ...inDark },
};
