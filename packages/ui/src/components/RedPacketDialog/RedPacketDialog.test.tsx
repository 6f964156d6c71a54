import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { describeModalBehaviour } from '../../private/Modal/modalBehaviour';
import { render } from '../../../test/render';
import { RedPacketDialog, type RedPacketDialogProps } from './RedPacketDialog';

const props: RedPacketDialogProps = {
  open: true,
  title: 'Send Mia a red packet',
  balance: 60,
  labels: {
    amount: 'Amount',
    coins: 'coins',
    customAmount: 'Or type an amount',
    amountError: 'Enter a whole number of coins',
    note: 'Greeting',
    notePlaceholder: 'Best wishes!',
    balance: 'Your balance',
    insufficient: 'Not enough gold coins',
    recharge: 'Recharge coins',
    send: 'Send',
    cancel: 'Cancel',
    close: 'Close',
  },
  onSend: () => {},
  onCancel: () => {},
};

describeModalBehaviour('RedPacketDialog', {
  name: 'Send Mia a red packet',
  closeLabel: 'Close',
  renderDialog: ({ open, onClose }) => (
    <RedPacketDialog {...props} open={open} onCancel={onClose} />
  ),
});

const send = () => page.getByRole('button', { name: 'Send' });
const typed = () => page.getByRole('textbox', { name: 'Or type an amount' });

describe('RedPacketDialog', () => {
  it.each([10, 50])('sends the %d-coin preset', async (amount) => {
    const onSend = vi.fn();
    await render(<RedPacketDialog {...props} onSend={onSend} />);
    await userEvent.click(page.getByRole('radio', { name: `${amount} coins` }));
    await userEvent.click(send());
    expect(onSend).toHaveBeenCalledExactlyOnceWith({ amount, note: '' });
  });

  it.each(['0', '007', '1.5', '-2', 'abc'])('refuses the typed amount "%s"', async (text) => {
    await render(<RedPacketDialog {...props} defaultAmount={10} />);
    await userEvent.type(typed(), text);
    await expect.element(typed()).toHaveAttribute('aria-invalid', 'true');
    await expect.element(page.getByText('Enter a whole number of coins')).toBeVisible();
    await expect.element(send()).toBeDisabled();
  });

  it('lets a typed amount override the preset, and a preset clear the typed amount', async () => {
    const onSend = vi.fn();
    await render(<RedPacketDialog {...props} defaultAmount={10} onSend={onSend} />);
    await userEvent.type(typed(), '25');
    await expect.element(page.getByRole('radio', { name: '10 coins' })).not.toBeChecked();
    await userEvent.click(page.getByRole('radio', { name: '50 coins' }));
    await expect.element(typed()).toHaveValue('');
    await userEvent.type(page.getByRole('textbox', { name: 'Greeting' }), 'For you');
    await userEvent.click(send());
    expect(onSend).toHaveBeenCalledExactlyOnceWith({ amount: 50, note: 'For you' });
  });

  it('holds back an amount over the balance and offers a recharge', async () => {
    const onRecharge = vi.fn();
    await render(<RedPacketDialog {...props} onRecharge={onRecharge} />);
    await userEvent.click(page.getByRole('radio', { name: '100 coins' }));
    await expect.element(page.getByRole('status')).toHaveTextContent('Not enough gold coins');
    await expect.element(send()).toBeDisabled();
    await userEvent.click(page.getByRole('button', { name: 'Recharge coins' }));
    expect(onRecharge).toHaveBeenCalledOnce();
  });

  it('starts over when opened again', async () => {
    const { rerender } = await render(<RedPacketDialog {...props} />);
    await userEvent.type(typed(), '42');
    await rerender(<RedPacketDialog {...props} open={false} />);
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    await rerender(<RedPacketDialog {...props} />);
    await expect.element(typed()).toHaveValue('');
    await expect.element(send()).toBeDisabled();
  });

  it('while pending, cannot be closed or sent twice', async () => {
    const onSend = vi.fn();
    const onCancel = vi.fn();
    await render(
      <RedPacketDialog {...props} defaultAmount={10} pending onSend={onSend} onCancel={onCancel} />,
    );
    await expect.element(send()).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(send());
    await userEvent.keyboard('{Escape}');
    expect(onSend).not.toHaveBeenCalled();
    expect(onCancel).not.toHaveBeenCalled();
  });
});
