import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from '../../../test/render';
import { Tooltip } from './Tooltip';

// The bubble's code arrives when a test lets it, as over a slow network. It loads once per page:
// the first test runs while it is on its way, the others with it loaded.
const bubbleCode = vi.hoisted(() => {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  return { arrive, arrived };
});
vi.mock('./TooltipBubble', async (importOriginal) => {
  await bubbleCode.arrived;
  return importOriginal();
});

describe('Tooltip', () => {
  it('lets a press that starts while its code loads click the same button', async () => {
    const onClick = vi.fn();
    await render(
      <Tooltip content="Follow" open>
        <button type="button" onClick={onClick}>
          Follow
        </button>
      </Tooltip>,
    );
    const button = page.getByRole('button', { name: 'Follow' });
    const pressed = button.element();
    await userEvent.pointer({ target: button, keys: '[MouseLeft>]' });
    expect(page.getByRole('tooltip').query()).toBeNull();

    bubbleCode.arrive();
    await expect.element(page.getByRole('tooltip', { name: 'Follow' })).toBeVisible();
    await userEvent.pointer('[/MouseLeft]');

    expect(onClick).toHaveBeenCalledOnce();
    expect(button.element()).toBe(pressed);
    await expect.element(button).toHaveAccessibleDescription('Follow');
  });

  it('shows on a mouse hover after the delay and hides when the mouse leaves', async () => {
    await render(
      <div>
        <Tooltip content="Announcements" delayDuration={100}>
          <button type="button">Bell</button>
        </Tooltip>
        <p>Elsewhere</p>
      </div>,
    );
    const button = page.getByRole('button', { name: 'Bell' });
    // (That it waits for the delay first is not asserted: on a busy machine the hover itself can
    // take longer than the delay.)
    await userEvent.hover(button);
    await expect.element(page.getByRole('tooltip', { name: 'Announcements' })).toBeVisible();
    await expect.element(button).toHaveAccessibleDescription('Announcements');

    await userEvent.hover(page.getByText('Elsewhere'));
    await expect.element(page.getByRole('tooltip')).not.toBeInTheDocument();
    await expect.element(button).not.toHaveAttribute('aria-describedby');
  });

  it.each([
    ['a mouse', 'mouse', 1],
    ['a touch', 'touch', 0],
    ['a pen', 'pen', 0],
  ])('shows for %s entering the button only if it is a mouse', async (_, pointerType, tips) => {
    await render(
      <Tooltip content="Announcements" delayDuration={0}>
        <button type="button">Bell</button>
      </Tooltip>,
    );
    const button = page.getByRole('button', { name: 'Bell' });
    // The real mouse, left where an earlier test hovered, must not be over the new button.
    await userEvent.unhover(button);
    button.element().dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType }));
    if (tips === 1) {
      await expect.element(page.getByRole('tooltip', { name: 'Announcements' })).toBeVisible();
    } else {
      // Nothing shows: given time to show, it still has not.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(page.getByRole('tooltip').elements()).toHaveLength(0);
    }
  });

  it('shows at once on keyboard focus, not on a click, and Escape closes it', async () => {
    await render(
      <Tooltip content="Announcements">
        <button type="button">Bell</button>
      </Tooltip>,
    );
    const button = page.getByRole('button', { name: 'Bell' });
    await userEvent.click(button);
    await expect.element(button).toHaveFocus();
    expect(page.getByRole('tooltip').query()).toBeNull();

    await userEvent.keyboard('{Tab}');
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    await expect.element(button).toHaveFocus();
    await expect.element(page.getByRole('tooltip', { name: 'Announcements' })).toBeVisible();

    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('tooltip')).not.toBeInTheDocument();
    await expect.element(button).toHaveFocus();
  });

  it('keeps the child’s own handlers, ref and description', async () => {
    const onPointerDown = vi.fn();
    const onFocus = vi.fn();
    const onClick = vi.fn();
    const ref = { current: null as HTMLButtonElement | null };
    await render(
      <>
        <span id="hint">Opens the list</span>
        <Tooltip content="Announcements" open>
          <button
            ref={ref}
            type="button"
            aria-describedby="hint"
            onPointerDown={onPointerDown}
            onFocus={onFocus}
            onClick={onClick}
          >
            Bell
          </button>
        </Tooltip>
      </>,
    );
    const button = page.getByRole('button', { name: 'Bell' });
    await userEvent.click(button);
    expect(onPointerDown).toHaveBeenCalledOnce();
    expect(onFocus).toHaveBeenCalledOnce();
    expect(onClick).toHaveBeenCalledOnce();
    expect(ref.current).toBe(button.element());
    await expect.element(button).toHaveAccessibleDescription('Opens the list Announcements');
  });
});
