import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { describeModalBehaviour } from '../../private/Modal/modalBehaviour';
import { render } from '../../../test/render';
import { PaymentNoticeDialog, type PaymentNoticeDialogProps } from './PaymentNoticeDialog';

const props: PaymentNoticeDialogProps = {
  open: true,
  alertType: 0,
  title: 'Viewing photos costs coins',
  message: "3 gold coins give you permission to view a new friend's photos.",
  price: 3,
  labels: { gotIt: 'Got it', close: 'Close' },
  onDismiss: () => {},
};

describeModalBehaviour('PaymentNoticeDialog', {
  name: 'Viewing photos costs coins',
  closeLabel: 'Close',
  renderDialog: ({ open, onClose }) => (
    <PaymentNoticeDialog {...props} open={open} onDismiss={onClose} />
  ),
});

describe('PaymentNoticeDialog', () => {
  it.each(['Got it', 'Close'])('"%s" dismisses it', async (name) => {
    const onDismiss = vi.fn();
    await render(<PaymentNoticeDialog {...props} onDismiss={onDismiss} />);
    await userEvent.click(page.getByRole('button', { name }));
    expect(onDismiss).toHaveBeenCalledOnce();
  });

  it('offers one action: closing it any way is the same dismissal', async () => {
    await render(<PaymentNoticeDialog {...props} />);
    const dialog = page.getByRole('dialog');
    await expect.element(dialog.getByRole('button', { name: 'Got it' })).toBeVisible();
    await expect.element(dialog.getByRole('button', { name: 'Close' })).toBeVisible();
    expect(dialog.getByRole('button').elements()).toHaveLength(2);
  });

  it.each([0, 1] as const)('reads the notice of alertType %d', async (alertType) => {
    await render(<PaymentNoticeDialog {...props} alertType={alertType} />);
    await expect
      .element(page.getByRole('dialog'))
      .toHaveAccessibleDescription(
        "3 gold coins give you permission to view a new friend's photos.",
      );
  });
});
