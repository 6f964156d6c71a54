import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { describeModalBehaviour } from '../../private/Modal/modalBehaviour';
import { render } from '../../../test/render';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';

const props: ConfirmDialogProps = {
  open: true,
  title: 'Delete this conversation?',
  description: 'The messages are removed from this device.',
  confirmLabel: 'Delete',
  cancelLabel: 'Cancel',
  closeLabel: 'Close',
  tone: 'danger',
  onConfirm: () => {},
  onCancel: () => {},
};

describeModalBehaviour('ConfirmDialog', {
  name: 'Delete this conversation?',
  closeLabel: 'Close',
  renderDialog: ({ open, onClose }) => <ConfirmDialog {...props} open={open} onCancel={onClose} />,
});

describe('ConfirmDialog', () => {
  it.each(['default', 'danger'] as const)('confirms once with the %s tone', async (tone) => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    await render(
      <ConfirmDialog {...props} tone={tone} onConfirm={onConfirm} onCancel={onCancel} />,
    );
    await userEvent.click(page.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('cancels with the cancel button', async () => {
    const onCancel = vi.fn();
    await render(<ConfirmDialog {...props} onCancel={onCancel} />);
    await userEvent.click(page.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('while pending, ignores Escape and a second confirm', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    await render(<ConfirmDialog {...props} pending onConfirm={onConfirm} onCancel={onCancel} />);
    const confirm = page.getByRole('button', { name: 'Delete' });
    await expect.element(confirm).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(confirm);
    await userEvent.keyboard('{Escape}');
    expect(onConfirm).not.toHaveBeenCalled();
    expect(onCancel).not.toHaveBeenCalled();
    await expect.element(page.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });
});
