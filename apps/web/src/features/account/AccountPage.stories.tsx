import { scenarios } from '@heartline/sdk/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withPage } from '../../storybook/withPage';
import AccountPage from './AccountPage';

const meta = {
  title: 'Pages/Account/Account',
  component: AccountPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AccountPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page at an address of its own (each story opens one tab). */
const at = (path: string) => [withPage({ path, route: '/account' })];

const world = (api: ReturnType<typeof scenarios.normalUser>) => ({ msw: { handlers: { api } } });
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Coins: the balances, a package chosen and bought after the confirmation, the help below. */
export const Default: Story = {
  decorators: at('/account?tab=coins'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'My account' }),
    ).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Gold coins', selected: true })).toBeVisible();
    const packages = await canvas.findByRole('radiogroup', { name: 'Recharge gold coins' });
    await userEvent.click(within(packages).getByRole('radio', { name: /^50 gold coins/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Buy now' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Buy 50 gold coins?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay $50.00' }));
    await expect(await body(canvasElement).findByText('50 gold coins added')).toBeInTheDocument();
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('heading', { name: 'Questions about gold coins' })).toBeVisible();
  },
};

/** A typed number of coins must be a positive whole number: said next to the field. */
export const CustomAmount: Story = {
  decorators: at('/account?tab=coins'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const packages = await canvas.findByRole('radiogroup', { name: 'Recharge gold coins' });
    await userEvent.click(within(packages).getByRole('radio', { name: 'Custom amount' }));
    const amount = canvas.getByRole('textbox', { name: 'Number of coins' });
    await userEvent.type(amount, '025');
    await userEvent.click(canvas.getByRole('button', { name: 'Buy now' }));
    await expect(amount).toHaveAccessibleDescription(/positive whole number/);
    await expect(body(canvasElement).queryByRole('dialog')).toBeNull();
  },
};

/** Translation packages, with how the characters are spent. */
export const Translation: Story = {
  decorators: at('/account?tab=translation'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('tab', { name: 'Translation', selected: true }),
    ).toBeVisible();
    await expect(
      await canvas.findByRole('radiogroup', { name: 'Translation packages' }),
    ).toBeVisible();
    await expect(canvas.getByText(/1 coin per 100 characters/)).toBeVisible();
  },
};

/** Translation switched off on the server: no package is sold, and the tab says why. */
export const TranslationUnavailable: Story = {
  decorators: at('/account?tab=translation'),
  parameters: world(scenarios.translationOff()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Translation is not available' }),
    ).toBeVisible();
    await expect(canvas.getByText(/no translation package is on sale/)).toBeVisible();
    await expect(canvas.queryByRole('radiogroup', { name: 'Translation packages' })).toBeNull();
  },
};

/** Short of coins (105): the low-balance dialog, whose recharge opens the coins tab. */
export const InsufficientCoins: Story = {
  decorators: at('/account?index=1'),
  parameters: world(scenarios.insufficientCoins()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: /^1,000 characters/ }));
    // A new member has no coins: the grid says so before anything is bought.
    await expect(canvas.getByRole('button', { name: 'Buy now' })).toBeDisabled();
    await expect(canvas.getByText('You need 10 more coins for this package.')).toBeVisible();
    await expect(canvas.getByText('Top up to keep chatting and sending gifts')).toBeVisible();
  },
};

/** A normal member: the VIP and SVIP packages and the privilege table. */
export const Vip: Story = {
  decorators: at('/account?tab=vip'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('radiogroup', { name: 'VIP and SVIP memberships' }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('radio')).toHaveLength(6);
    const table = canvas.getByRole('table', { name: 'Compare memberships' });
    await expect(within(table).getByText('Your plan')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: /^VIP · 1 month/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Buy now' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Buy VIP · 1 month?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Buy' }));
    await expect(await body(canvasElement).findByText('Welcome to VIP!')).toBeInTheDocument();
  },
};

/** A VIP member: until when, and SVIP as an upgrade. */
export const VipMember: Story = {
  decorators: at('/account?tab=vip'),
  parameters: world(scenarios.vipUser()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/^You are VIP until/)).toBeVisible();
    await userEvent.click(await canvas.findByRole('radio', { name: /SVIP · 3 months/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Buy now' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Buy SVIP · 3 months?' });
    await expect(within(dialog).getByText(/converted into SVIP time/)).toBeVisible();
  },
};

/** An SVIP member: SVIP packages only (VIP cannot be bought while SVIP lasts). */
export const SvipMember: Story = {
  decorators: at('/account?tab=vip'),
  parameters: world(scenarios.svipUser()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/^You are SVIP until/)).toBeVisible();
    await expect(await canvas.findAllByRole('radio')).toHaveLength(3);
    await expect(canvas.queryByRole('radio', { name: /^VIP/ })).toBeNull();
  },
};

/** The bill records, filtered by type. */
export const Bills: Story = {
  decorators: at('/account?tab=bills'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Bill records' });
    await waitFor(() => expect(within(list).getAllByRole('listitem').length).toBeGreaterThan(5));
    await expect(canvas.getByText("That's all your records")).toBeVisible();
  },
};

export const BillsEmpty: Story = {
  decorators: at('/account?tab=bills'),
  parameters: world(scenarios.emptyLists()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No records yet' })).toBeVisible();
  },
};

/** The server is down: the packages say so, with a retry. */
export const Failure: Story = {
  decorators: at('/account?tab=coins'),
  parameters: world(scenarios.serverError()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'The coin packages could not be loaded' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const Chinese: Story = {
  decorators: at('/account?tab=coins'),
  globals: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: '我的账户' })).toBeVisible();
    await expect(await canvas.findByRole('radiogroup', { name: '充值金币' })).toBeVisible();
  },
};

export const ChineseVip: Story = {
  globals: { locale: 'zh-CN' },
  decorators: at('/account?tab=vip'),
  parameters: world(scenarios.vipUser()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('table', { name: '会员权益对比' })).toBeVisible();
  },
};

export const Mobile: Story = {
  decorators: at('/account?tab=coins'),
  globals: { viewport: { value: 'mobile375' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('radiogroup', { name: 'Recharge gold coins' }),
    ).toBeVisible();
  },
};

export const MobileVip: Story = {
  globals: { viewport: { value: 'mobile375' } },
  decorators: at('/account?tab=vip'),
  parameters: world(scenarios.svipUser()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('table', { name: 'Compare memberships' })).toBeVisible();
  },
};

export const MobileBills: Story = {
  globals: { viewport: { value: 'mobile375' } },
  decorators: at('/account?tab=bills'),
  play: Bills.play,
};
