import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ChatIcon, UserIcon } from '../../private/icons';
import { CompassIcon, SparklesIcon } from '../../private/icons/layoutIcons';
import { inChinese, inDark, onMobile } from '../../private/stories';
import { BottomTabBar, type BottomTab } from './BottomTabBar';
import { vars } from '../../theme/contract.css';

const tabs = (names = ['Me', 'Encounter', 'Dynamics', 'Chats'], unread = 0): BottomTab[] => [
  { value: 'my', label: names[0]!, href: '/myInfo', icon: <UserIcon /> },
  { value: 'encounter', label: names[1]!, href: '/encounter', icon: <CompassIcon /> },
  { value: 'dynamics', label: names[2]!, href: '/dynamicSquare', icon: <SparklesIcon /> },
  { value: 'chats', label: names[3]!, href: '/chats', icon: <ChatIcon />, badge: unread },
];

const meta = {
  title: 'Components/BottomTabBar',
  component: BottomTabBar,
  globals: onMobile,
  parameters: { layout: 'fullscreen' },
  args: { tabs: tabs(), activeTab: 'encounter', label: 'Main', onNavigate: fn() },
  decorators: [
    (Story) => (
      // The bar sits at the bottom of a phone screen.
      <div
        style={{
          background: vars.color.background.page,
          minHeight: '100vh',
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'flex-end',
        }}
      >
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BottomTabBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const bar = within(canvasElement).getByRole('navigation', { name: 'Main' });
    await expect(within(bar).getAllByRole('link')).toHaveLength(4);
    await expect(within(bar).getByRole('link', { name: 'Encounter' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(within(bar).getByRole('link', { name: 'Chats' }));
    await expect(args.onNavigate).toHaveBeenCalledWith({ href: '/chats' });
  },
};

export const Playground: Story = {};

export const MyActive: Story = { args: { activeTab: 'my' } };

/** Unread messages on Chats. */
export const WithUnread: Story = {
  args: { tabs: tabs(undefined, 7), activeTab: 'dynamics' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Chats (7)' })).toBeVisible();
  },
};

export const ManyUnread: Story = { args: { tabs: tabs(undefined, 240) } };

/** On a page outside the four tabs nothing is marked. */
export const NoneActive: Story = { args: { activeTab: undefined } };

export const Chinese: Story = {
  globals: { ...onMobile, ...inChinese },
  args: { tabs: tabs(['我的', '邂逅', '动态', '消息'], 3), label: '主导航' },
};

/** Russian labels are long: they are cut, not wrapped. */
export const LongLabels: Story = {
  args: { tabs: tabs(['Я', 'Встречи', 'Публикации', 'Сообщения']), label: 'Главное меню' },
  globals: { ...onMobile, locale: 'ru' },
};

/** The bar's own width decides; on a desktop it would stretch (the app shows it narrow only). */
export const Mobile: Story = {};

export const Dark: Story = {
  globals: { ...onMobile, ...inDark },
  args: { tabs: tabs(undefined, 2) },
};
