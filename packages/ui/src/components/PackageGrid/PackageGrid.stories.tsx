import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { inChinese, inDark, onDesktop, onMobile } from '../../private/stories';
import { PackageGrid } from './PackageGrid';
import * as data from './PackageGrid.fixtures';

const meta = {
  title: 'Components/PackageGrid',
  component: PackageGrid,
  args: {
    kind: 'coins',
    packages: data.coinPackages,
    balance: 1280,
    labels: data.labelsEn,
    locale: 'en',
    defaultSelectedId: 3,
    onBuy: fn(),
    onRecharge: fn(),
  },
  argTypes: { kind: { control: 'inline-radio', options: ['coins', 'translation', 'vip'] } },
  globals: onDesktop,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 880, margin: '0 auto' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PackageGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Coins: choose a package and buy it, then a custom amount (a wrong one first). */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const packages = canvas.getByRole('radiogroup', { name: 'Choose a package' });
    await userEvent.click(within(packages).getByRole('radio', { name: /^50 gold coins/ }));
    await expect(
      canvas.getByText('$50.00', { selector: 'span[class*=totalAmount]' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Buy now' }));
    await expect(args.onBuy).toHaveBeenLastCalledWith({ packageId: 2 });

    await userEvent.click(within(packages).getByRole('radio', { name: 'Custom amount' }));
    const amount = canvas.getByRole('textbox', { name: 'Number of coins' });
    await userEvent.type(amount, '025');
    await userEvent.click(canvas.getByRole('button', { name: 'Buy now' }));
    await expect(amount).toHaveFocus();
    await expect(amount).toHaveAccessibleDescription(/Enter a whole number of coins/);
    await userEvent.clear(amount);
    await userEvent.type(amount, '250');
    await userEvent.click(canvas.getByRole('button', { name: 'Buy now' }));
    await expect(args.onBuy).toHaveBeenLastCalledWith({ amount: 250 });
  },
};

export const Playground: Story = {};

export const CustomAmountError: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Custom amount' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Number of coins' }), '0');
    await userEvent.tab();
  },
};

export const Translation: Story = {
  args: { kind: 'translation', packages: data.translationPackages, defaultSelectedId: 2 },
};

/** VIP and SVIP side by side: gold for VIP, plum for SVIP. */
export const Membership: Story = {
  args: { kind: 'vip', packages: data.vipPackagesEn, defaultSelectedId: 5 },
};

export const InsufficientCoins: Story = {
  args: { kind: 'vip', packages: data.vipPackagesEn, defaultSelectedId: 6, balance: 120 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Buy now' })).toBeDisabled();
    await expect(canvas.getByText('You need 456 more coins for this package.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Recharge' }));
    await expect(args.onRecharge).toHaveBeenCalledOnce();
  },
};

export const ZeroBalance: Story = {
  args: { kind: 'translation', packages: data.translationPackages, balance: 0 },
};

export const Pending: Story = {
  args: { kind: 'translation', packages: data.translationPackages, pending: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Buy now' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

export const Chinese: Story = {
  args: { labels: data.labelsZh, locale: 'zh-CN' },
  globals: inChinese,
};

export const ChineseMembership: Story = {
  args: {
    ...Membership.args,
    labels: data.labelsZh,
    locale: 'zh-CN',
    packages: data.vipPackagesZh,
  },
  globals: inChinese,
};

export const Mobile: Story = { ...Membership, globals: onMobile };

export const MobileChinese: Story = { ...Chinese, globals: { ...onMobile, ...inChinese } };

/** No click here: scrolling to the recharge button leaves the coin art a sub-pixel apart. */
export const MobileInsufficient: Story = {
  args: InsufficientCoins.args,
  globals: onMobile,
};

export const Dark: Story = { ...Membership, globals: inDark };
