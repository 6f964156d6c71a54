// The behaviour every dialog built on Modal must keep. Each dialog's test file calls
// `describeModalBehaviour` with a way to render it; the suite checks the rest.
import { useState, type ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from '../../../test/render';

export type ModalHarness = {
  /** The dialog under test, open or closed; `onClose` must reach Modal's onClose. */
  renderDialog: (props: { open: boolean; onClose: () => void }) => ReactElement;
  /** The dialog's accessible name (its title). */
  name: string | RegExp;
  /** The close button's label. */
  closeLabel: string;
};

/** A page with a button that opens the dialog, as a user meets it. */
function Page({ harness, onClose }: { harness: ModalHarness; onClose: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open the dialog
      </button>
      {harness.renderDialog({
        open,
        onClose: () => {
          onClose();
          setOpen(false);
        },
      })}
    </>
  );
}

async function openDialog(harness: ModalHarness) {
  const onClose = vi.fn();
  await render(<Page harness={harness} onClose={onClose} />);
  const trigger = page.getByRole('button', { name: 'Open the dialog' });
  const triggerElement = trigger.element();
  await userEvent.click(trigger);
  const dialog = page.getByRole('dialog', { name: harness.name });
  await expect.element(dialog).toBeVisible();
  return { onClose, trigger, triggerElement, dialog };
}

export function describeModalBehaviour(label: string, harness: ModalHarness) {
  describe(`${label}: modal behaviour`, () => {
    it('is a modal dialog named by its title', async () => {
      const { dialog } = await openDialog(harness);
      await expect.element(dialog).toHaveAttribute('aria-modal', 'true');
      await expect.element(dialog).toHaveAccessibleName(harness.name);
    });

    it('moves focus into the dialog and keeps it there on Tab and Shift+Tab', async () => {
      const { dialog } = await openDialog(harness);
      const element = dialog.element();
      await expect.poll(() => element.contains(document.activeElement)).toBe(true);
      for (let i = 0; i < 6; i += 1) {
        await userEvent.keyboard('{Tab}');
        expect(element.contains(document.activeElement)).toBe(true);
      }
      for (let i = 0; i < 6; i += 1) {
        await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
        expect(element.contains(document.activeElement)).toBe(true);
      }
    });

    it('closes on Escape, once, and gives focus back to the button that opened it', async () => {
      const { onClose, trigger, dialog } = await openDialog(harness);
      await userEvent.keyboard('{Escape}');
      expect(onClose).toHaveBeenCalledTimes(1);
      await expect.element(dialog).not.toBeInTheDocument();
      await expect.element(trigger).toHaveFocus();
    });

    it('closes with its close button', async () => {
      const { onClose, dialog } = await openDialog(harness);
      await userEvent.click(dialog.getByRole('button', { name: harness.closeLabel }));
      expect(onClose).toHaveBeenCalledTimes(1);
    });

    it('closes on a click outside it', async () => {
      const { onClose } = await openDialog(harness);
      // The overlay covers the page; its top-left corner is outside the dialog on every screen.
      await userEvent.click(page.getByTestId('modal-overlay'), { position: { x: 4, y: 4 } });
      expect(onClose).toHaveBeenCalledTimes(1);
    });

    it('hides the page behind it from screen readers', async () => {
      const { triggerElement } = await openDialog(harness);
      expect(triggerElement.closest('[aria-hidden="true"]')).not.toBeNull();
    });
  });
}
