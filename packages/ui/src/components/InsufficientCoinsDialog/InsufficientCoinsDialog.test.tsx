import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { describeModalBehaviour } from '../../private/Modal/modalBehaviour';
import { render } from '../../../test/render';
import {
  InsufficientCoinsDialog,
  type InsufficientCoinsDialogProps,
} from './InsufficientCoinsDialog';

const props: InsufficientCoinsDialogProps = {
  open: true,
  reason: 'coins',
  title: 'Insufficient gold coins',
  message: 'Just one coin lets you keep chatting.',
  labels: {
    recharge: 'Recharge coins',
    buyTranslation: 'Buy translation pack',
    notNow: 'Not now',
    close: 'Close',
  },
  onRecharge: () => {},
  onBuyTranslation: () => {},
  onDismiss: () => {},
};

describeModalBehaviour('InsufficientCoinsDialog', {
  name: 'Insufficient gold coins',
  closeLabel: 'Close',
  renderDialog: ({ open, onClose }) => (
    <InsufficientCoinsDialog {...props} open={open} onDismiss={onClose} />
  ),
});

describe('InsufficientCoinsDialog', () => {
  it('for coins, offers recharging only: a translation pack is no use for a photo or a gift', async () => {
    await render(<InsufficientCoinsDialog {...props} reason="coins" />);
    const actions = page.getByRole('dialog').getByRole('button').elements();
    expect(actions.map((action) => action.textContent).filter(Boolean)).toEqual([
      'Recharge coins',
      'Not now',
    ]);
  });

  it('for translation, suggests a translation pack first, then recharging', async () => {
    await render(<InsufficientCoinsDialog {...props} reason="translation" />);
    const actions = page.getByRole('dialog').getByRole('button').elements();
    expect(actions.map((action) => action.textContent).filter(Boolean)).toEqual([
      'Buy translation pack',
      'Recharge coins',
      'Not now',
    ]);
  });

  it.each([
    ['Recharge coins', 'onRecharge'],
    ['Buy translation pack', 'onBuyTranslation'],
    ['Not now', 'onDismiss'],
  ] as const)('"%s" calls %s only', async (name, callback) => {
    const callbacks = { onRecharge: vi.fn(), onBuyTranslation: vi.fn(), onDismiss: vi.fn() };
    await render(<InsufficientCoinsDialog {...props} reason="translation" {...callbacks} />);
    await userEvent.click(page.getByRole('button', { name }));
    for (const [key, mock] of Object.entries(callbacks)) {
      expect(mock).toHaveBeenCalledTimes(key === callback ? 1 : 0);
    }
  });

  it('shows the balance when given', async () => {
    await render(
      <InsufficientCoinsDialog
        {...props}
        balance={0}
        labels={{ ...props.labels, balance: 'Your balance' }}
      />,
    );
    await expect.element(page.getByText('Your balance')).toBeVisible();
  });
});
