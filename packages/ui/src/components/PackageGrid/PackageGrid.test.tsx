import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from '../../../test/render';
import { PackageGrid, type PackageGridProps } from './PackageGrid';
import * as data from './PackageGrid.fixtures';

const base = { labels: data.labelsEn, locale: 'en', onBuy: () => {} };

describe('PackageGrid', () => {
  it.each([
    ['coins', data.coinPackages, 3, 0, '$100.00'],
    ['translation', data.translationPackages, 2, 1000, '50 coins'],
    ['vip', data.vipPackagesEn, 6, 1000, '576 coins'],
  ] as const)('totals a %s package', async (kind, packages, id, balance, total) => {
    const props = { ...base, kind, packages, balance, defaultSelectedId: id } as PackageGridProps;
    await render(<PackageGrid {...props} />);
    await expect.element(page.getByText(total, { exact: true }).last()).toBeVisible();
  });

  it('never says a coin package lacks coins: coins are bought with money', async () => {
    await render(<PackageGrid {...base} kind="coins" packages={data.coinPackages} balance={0} />);
    await expect.element(page.getByRole('button', { name: 'Buy now' })).toBeEnabled();
    expect(document.body.textContent).not.toContain('more coins');
  });

  it('counts the missing coins and refuses to buy until there are enough', async () => {
    const onBuy = vi.fn();
    await render(
      <PackageGrid
        {...base}
        kind="translation"
        packages={data.translationPackages}
        balance={42}
        defaultSelectedId={2}
        onBuy={onBuy}
      />,
    );
    await expect.element(page.getByText('You need 8 more coins for this package.')).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Buy now' })).toBeDisabled();
    await userEvent.click(page.getByRole('radio', { name: /1,000 characters/ }));
    await userEvent.click(page.getByRole('button', { name: 'Buy now' }));
    expect(onBuy).toHaveBeenCalledWith({ packageId: 1 });
  });
});
