import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { inChinese, inDark, onMobile } from '../../private/stories';
import { CoinBalance } from './CoinBalance';
import { vars } from '../../theme/contract.css';

const meta = {
  title: 'Components/CoinBalance',
  component: CoinBalance,
  args: {
    balance: 1280,
    label: 'Gold coins',
    variant: 'card',
    locale: 'en',
    rechargeLabel: 'Recharge',
    onRecharge: fn(),
    lowBalanceThreshold: 10,
    lowBalanceHint: 'Top up to keep chatting with new friends',
    loadingLabel: 'Loading balance',
  },
  argTypes: { variant: { control: 'inline-radio', options: ['compact', 'card'] } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 440 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CoinBalance>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const balance = within(canvasElement).getByRole('group', { name: 'Gold coins' });
    await expect(balance).toHaveTextContent('1,280');
    await userEvent.click(within(balance).getByRole('button', { name: 'Recharge' }));
    await expect(args.onRecharge).toHaveBeenCalledOnce();
  },
};

export const Playground: Story = {};

/** The side bar's pill. */
export const Compact: Story = {
  args: { variant: 'compact' },
  decorators: [
    (Story) => (
      <div
        style={{
          background: vars.color.background.surface,
          padding: vars.space.large,
          borderRadius: vars.radius.large,
          boxShadow: vars.shadow.small,
          width: 240,
        }}
      >
        <Story />
      </div>
    ),
  ],
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Recharge' }));
    await expect(args.onRecharge).toHaveBeenCalledOnce();
  },
};

export const CompactLarge: Story = {
  ...Compact,
  args: { variant: 'compact', balance: 1_284_000 },
  play: undefined,
};

export const LowBalance: Story = {
  args: { balance: 3 },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Top up to keep chatting with new friends'),
    ).toBeVisible();
  },
};

export const LowBalanceCompact: Story = {
  ...Compact,
  args: { variant: 'compact', balance: 0 },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', {
        name: 'Recharge: Top up to keep chatting with new friends',
      }),
    ).toBeVisible();
  },
};

export const Zero: Story = { args: { balance: 0, lowBalanceThreshold: 0 } };

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const balance = within(canvasElement).getByRole('group', { name: 'Gold coins' });
    await expect(balance).toHaveAttribute('aria-busy', 'true');
    await expect(balance).toHaveTextContent('Loading balance');
  },
};

export const LoadingCompact: Story = {
  ...Compact,
  args: { variant: 'compact', loading: true },
  play: undefined,
};

export const WithoutRecharge: Story = { args: { onRecharge: undefined, balance: 98_765 } };

export const Chinese: Story = {
  args: {
    label: '金币',
    locale: 'zh-CN',
    rechargeLabel: '充值',
    lowBalanceHint: '充值后即可继续和新朋友聊天',
    balance: 128_400,
  },
  globals: inChinese,
  render: (args) => (
    <div style={{ display: 'grid', gap: vars.space.large }}>
      <CoinBalance {...args} />
      <CoinBalance {...args} variant="compact" />
      <CoinBalance {...args} balance={5} />
    </div>
  ),
};

export const Mobile: Story = {
  globals: onMobile,
  render: (args) => (
    <div style={{ display: 'grid', gap: vars.space.large }}>
      <CoinBalance {...args} />
      <CoinBalance {...args} variant="compact" />
    </div>
  ),
};

export const Dark: Story = { ...Mobile, globals: inDark };
