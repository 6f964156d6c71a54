import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Badge } from '../Badge';
import { inChinese, inDark, onMobile } from '../stories';
import { Tabs, type TabItem } from './Tabs';

const panel = (text: string) => <p>{text}</p>;

const accountTabs: TabItem[] = [
  { value: 'translation', label: 'Translation', content: panel('12,400 characters left.') },
  { value: 'coins', label: 'Gold coins', content: panel('Your balance is 1,280 coins.') },
  { value: 'vip', label: 'VIP', content: panel('Become VIP for 10 matches a day.') },
  {
    value: 'bills',
    label: 'Bills',
    badge: (
      <Badge tone="accent" solid>
        3
      </Badge>
    ),
    content: panel('3 new bill records.'),
  },
];

const meta = {
  title: 'Bases/Tabs',
  component: Tabs,
  args: { items: accountTabs, label: 'Account', onValueChange: fn() },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Gold coins' }));
    await expect(args.onValueChange).toHaveBeenCalledWith({ value: 'coins' });
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('1,280 coins');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'VIP' })).toHaveFocus();
  },
};

export const Playground: Story = { args: { defaultValue: 'vip' } };

export const WithDisabledTab: Story = {
  args: {
    items: accountTabs.map((tab) => (tab.value === 'vip' ? { ...tab, disabled: true } : tab)),
  },
};

export const Chinese: Story = {
  args: {
    label: '我的账户',
    items: [
      { value: 'translation', label: '翻译包', content: panel('剩余 12,400 字符。') },
      { value: 'coins', label: '金币', content: panel('你的余额为 1,280 金币。') },
      { value: 'vip', label: '会员', content: panel('成为 VIP，每天可匹配 10 次。') },
      { value: 'bills', label: '账单', content: panel('3 条新的账单记录。') },
    ],
  },
  globals: inChinese,
};

export const Mobile: Story = {
  args: {
    items: [
      ...accountTabs,
      { value: 'gifts', label: 'My gifts', content: panel('Gifts you sent and received.') },
      { value: 'orders', label: 'Orders', content: panel('Your mall orders.') },
    ],
  },
  globals: onMobile,
};

export const Dark: Story = { globals: inDark };
