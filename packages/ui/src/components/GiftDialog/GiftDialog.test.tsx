import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { describeModalBehaviour } from '../../private/Modal/modalBehaviour';
import { render } from '../../../test/render';
import { GiftDialog, type GiftDialogProps } from './GiftDialog';
import { sampleGifts } from './sampleGifts';

const props: GiftDialogProps = {
  open: true,
  title: 'Send Mia a gift',
  gifts: sampleGifts.en,
  balance: 100,
  freeGifts: 0,
  vipLevel: 0,
  locale: 'en',
  labels: {
    gifts: 'Gifts',
    quantity: 'Quantity',
    decrease: 'Fewer',
    increase: 'More',
    total: 'Total',
    freeUsed: '{count} free',
    balance: 'Your balance',
    insufficient: 'Not enough gold coins',
    recharge: 'Recharge coins',
    give: 'Give',
    cancel: 'Cancel',
    close: 'Close',
    loading: 'Loading gifts',
    emptyTitle: 'No gifts on offer right now',
    emptyDescription: 'Check back soon.',
  },
  onGive: () => {},
  onCancel: () => {},
};

describeModalBehaviour('GiftDialog', {
  name: 'Send Mia a gift',
  closeLabel: 'Close',
  renderDialog: ({ open, onClose }) => <GiftDialog {...props} open={open} onCancel={onClose} />,
});

const quantity = () => page.getByRole('textbox', { name: 'Quantity' });
const give = () => page.getByRole('button', { name: 'Give' });

describe('GiftDialog', () => {
  it.each([
    ['a normal member', 0, 0, '104', null],
    ['a VIP with 5 free gifts', 1, 5, '0', '2 free'],
    ['a VIP with 1 free gift left', 1, 1, '52', '1 free'],
    ['an SVIP', 2, -1, '0', '2 free'],
  ] as const)('prices two diamond rings for %s', async (_, vipLevel, freeGifts, cost, free) => {
    const onGive = vi.fn();
    await render(
      <GiftDialog
        {...props}
        vipLevel={vipLevel}
        freeGifts={freeGifts}
        balance={500}
        onGive={onGive}
      />,
    );
    await userEvent.click(page.getByRole('radio', { name: /Diamond ring/ }));
    await userEvent.click(page.getByRole('button', { name: 'More' }));
    const total = page.getByRole('group', { name: 'Total' });
    await expect.element(total.getByText(cost, { exact: true })).toBeVisible();
    if (free) await expect.element(total.getByText(free)).toBeVisible();
    await userEvent.click(give());
    expect(onGive).toHaveBeenCalledExactlyOnceWith({ giftId: 6, quantity: 2 });
  });

  it('keeps the quantity between 1 and 99', async () => {
    await render(<GiftDialog {...props} defaultGiftId={1} />);
    const fewer = page.getByRole('button', { name: 'Fewer' });
    await expect.element(fewer).toHaveAttribute('aria-disabled', 'true');
    await userEvent.fill(quantity(), '150');
    await expect.element(quantity()).toHaveValue('15');
    await userEvent.fill(quantity(), '0');
    await userEvent.keyboard('{Tab}');
    await expect.element(quantity()).toHaveValue('1');
    await userEvent.fill(quantity(), '99');
    await expect
      .element(page.getByRole('button', { name: 'More' }))
      .toHaveAttribute('aria-disabled', 'true');
  });

  it('holds back a gift the balance cannot pay and offers a recharge', async () => {
    const onRecharge = vi.fn();
    await render(<GiftDialog {...props} balance={30} defaultGiftId={6} onRecharge={onRecharge} />);
    await expect.element(page.getByRole('status')).toHaveTextContent('Not enough gold coins');
    await expect.element(give()).toBeDisabled();
    await userEvent.click(page.getByRole('button', { name: 'Recharge coins' }));
    expect(onRecharge).toHaveBeenCalledOnce();
  });

  it('says when it is loading and when there is nothing to give', async () => {
    const { rerender } = await render(<GiftDialog {...props} gifts={[]} loading />);
    await expect.element(page.getByRole('status')).toHaveTextContent('Loading gifts');
    await rerender(<GiftDialog {...props} gifts={[]} />);
    await expect
      .element(page.getByRole('heading', { name: 'No gifts on offer right now' }))
      .toBeVisible();
    await expect.element(give()).toBeDisabled();
  });

  it('while pending, cannot be closed or given twice', async () => {
    const onGive = vi.fn();
    const onCancel = vi.fn();
    await render(
      <GiftDialog {...props} defaultGiftId={2} pending onGive={onGive} onCancel={onCancel} />,
    );
    await userEvent.click(give());
    await userEvent.keyboard('{Escape}');
    expect(onGive).not.toHaveBeenCalled();
    expect(onCancel).not.toHaveBeenCalled();
  });
});
