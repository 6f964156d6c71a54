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
      <>
        <Tooltip content="Announcements" delayDuration={0}>
          <button type="button">Bell</button>
        </Tooltip>
        <Tooltip content="Later" delayDuration={0}>
          <button type="button">Mail</button>
        </Tooltip>
      </>,
    );
    const button = page.getByRole('button', { name: 'Bell' });
    const later = page.getByRole('button', { name: 'Mail' });
    // The real mouse, left where an earlier test hovered, must not be over the new buttons.
    await userEvent.unhover(button);
    await userEvent.unhover(later);
    // Every tip that appears is noted, even one that another tip's showing closes at once.
    const appeared: string[] = [];
    const note = (records: MutationRecord[]) => {
      for (const node of records.flatMap((record) => [...record.addedNodes])) {
        if (!(node instanceof Element)) continue;
        const tips = [node, ...node.querySelectorAll('[role="tooltip"]')];
        for (const tip of tips.filter((element) => element.matches('[role="tooltip"]'))) {
          appeared.push(tip.textContent ?? '');
        }
      }
    };
    const observer = new MutationObserver(note);
    observer.observe(document.body, { childList: true, subtree: true });
    try {
      button
        .element()
        .dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType }));
      // Then the mouse enters the other button, with the same delay: its tip comes after the one
      // the first entry would have shown, so once it shows, the first has had its chance.
      later
        .element()
        .dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType: 'mouse' }));
      await expect.element(page.getByRole('tooltip', { name: 'Later' })).toBeVisible();
    } finally {
      note(observer.takeRecords());
      observer.disconnect();
    }
    expect(appeared.includes('Announcements')).toBe(tips === 1);
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
