import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from '../../../test/render';
import { DeferredDropdownMenu } from './DeferredDropdownMenu';

const entries = (onSelect: () => void) => [
  { key: 'en', label: 'English', onSelect },
  { key: 'de', label: 'Deutsch', onSelect },
];

describe('DeferredDropdownMenu', () => {
  it('announces a menu before its code has loaded', async () => {
    await render(
      <DeferredDropdownMenu
        trigger={<button type="button">Language</button>}
        entries={entries(() => {})}
      />,
    );
    const trigger = page.getByRole('button', { name: 'Language' });
    await expect.element(trigger).toHaveAttribute('aria-haspopup', 'menu');
    await expect.element(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it.each([
    ['a click', async () => userEvent.click(page.getByRole('button', { name: 'Language' }))],
    [
      'the keyboard',
      async () => {
        await userEvent.keyboard('{Tab}');
        await userEvent.keyboard('{Enter}');
      },
    ],
  ])('opens on the first press, by %s, and its entries work', async (_, press) => {
    const onSelect = vi.fn();
    await render(
      <DeferredDropdownMenu
        trigger={<button type="button">Language</button>}
        entries={entries(onSelect)}
      />,
    );
    await press();
    await userEvent.click(page.getByRole('menuitem', { name: 'Deutsch' }));
    expect(onSelect).toHaveBeenCalledOnce();
    await expect.element(page.getByRole('menu')).not.toBeInTheDocument();
  });

  it('keeps the trigger’s own handlers', async () => {
    const onClick = vi.fn();
    await render(
      <DeferredDropdownMenu
        trigger={
          <button type="button" onClick={onClick}>
            Language
          </button>
        }
        entries={entries(() => {})}
      />,
    );
    await userEvent.click(page.getByRole('button', { name: 'Language' }));
    expect(onClick).toHaveBeenCalled();
    await expect.element(page.getByRole('menu')).toBeVisible();
  });
});
