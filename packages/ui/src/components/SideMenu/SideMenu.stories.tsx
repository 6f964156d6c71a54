import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BellIcon, ChatIcon } from '../../private/icons';
import {
  EditIcon,
  EyeIcon,
  HomeIcon,
  MegaphoneIcon,
  UserPlusIcon,
  UsersIcon,
  WalletIcon,
} from '../../private/icons/layoutIcons';
import { inChinese, inDark, onMobile } from '../../private/stories';
import { SideMenu, type SideMenuSection } from './SideMenu';

const sections = (
  names = [
    ['Personal center', 'My homepage', 'Edit profile', 'My account'],
    ['Social relations', 'Friends', 'Visitors'],
    ['Message center', 'Messages', 'Friend requests', 'Interaction notifications', 'Announcements'],
  ],
  badges: Record<string, number> = {},
): SideMenuSection[] => [
  {
    key: 'personal',
    title: names[0]![0]!,
    items: [
      { key: 'home', label: names[0]![1]!, href: '/profile', icon: <HomeIcon /> },
      { key: 'edit', label: names[0]![2]!, href: '/profile/edit', icon: <EditIcon /> },
      { key: 'account', label: names[0]![3]!, href: '/account?tab=coins', icon: <WalletIcon /> },
    ],
  },
  {
    key: 'social',
    title: names[1]![0]!,
    items: [
      { key: 'friends', label: names[1]![1]!, href: '/friends', icon: <UsersIcon /> },
      { key: 'visitors', label: names[1]![2]!, href: '/visitors', icon: <EyeIcon /> },
    ],
  },
  {
    key: 'messages',
    title: names[2]![0]!,
    items: [
      { key: 'chat', label: names[2]![1]!, href: '/chat', icon: <ChatIcon />, badge: badges.chat },
      {
        key: 'requests',
        label: names[2]![2]!,
        href: '/friend-requests',
        icon: <UserPlusIcon />,
        badge: badges.requests,
      },
      { key: 'notifications', label: names[2]![3]!, href: '/notifications', icon: <BellIcon /> },
      {
        key: 'announcements',
        label: names[2]![4]!,
        href: '/announcements',
        icon: <MegaphoneIcon />,
      },
    ],
  },
];

const meta = {
  title: 'Components/SideMenu',
  component: SideMenu,
  args: {
    labels: {
      menu: 'Personal menu',
      collapse: 'Collapse menu',
      expand: 'Expand menu',
      logout: 'Log out',
    },
    sections: sections(),
    activeHref: '/friends',
    collapsed: false,
    onCollapsedChange: fn(),
    onNavigate: fn(),
    onLogout: fn(),
  },
  decorators: [
    (Story) => (
      // The width of the layout's side column.
      <div style={{ width: 240 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SideMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const menu = within(canvasElement).getByRole('navigation', { name: 'Personal menu' });
    await expect(within(menu).getByRole('link', { name: 'Friends' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(menu).getByRole('list', { name: 'Message center' })).toBeVisible();
    await userEvent.click(within(menu).getByRole('link', { name: 'Visitors' }));
    await expect(args.onNavigate).toHaveBeenCalledWith({ href: '/visitors' });
    await userEvent.click(within(menu).getByRole('button', { name: 'Collapse menu' }));
    await expect(args.onCollapsedChange).toHaveBeenCalledWith({ collapsed: true });
    await userEvent.click(within(menu).getByRole('button', { name: 'Log out' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
};

export const Playground: Story = {};

/** Icons only; each named by a tooltip (and for screen readers, by its hidden label). */
export const Collapsed: Story = {
  args: { collapsed: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    // The bubble shows after the hover delay, its code loaded on the first show.
    await userEvent.hover(canvas.getByRole('link', { name: 'Friends' }));
    await expect(
      await body.findByRole('tooltip', { name: 'Friends' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Expand menu' }));
    await expect(args.onCollapsedChange).toHaveBeenCalledWith({ collapsed: false });
  },
};

/** Unread counts on messages and friend requests. */
export const WithUnread: Story = {
  args: { sections: sections(undefined, { chat: 3, requests: 128 }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Messages (3)' })).toBeVisible();
  },
};

export const CollapsedWithUnread: Story = {
  args: { collapsed: true, sections: sections(undefined, { chat: 3, requests: 12 }) },
};

/** Inside the narrow screens' menu: no collapse toggle. */
export const WithoutToggle: Story = { args: { onCollapsedChange: undefined } };

export const Chinese: Story = {
  globals: inChinese,
  args: {
    labels: { menu: '个人菜单', collapse: '收起菜单', expand: '展开菜单', logout: '退出登录' },
    sections: sections([
      ['个人中心', '我的主页', '编辑资料', '我的账户'],
      ['社交关系', '好友', '访客'],
      ['消息中心', '消息', '好友申请', '互动通知', '系统公告'],
    ]),
  },
};

export const Mobile: Story = { globals: onMobile, args: { onCollapsedChange: undefined } };

export const Dark: Story = { globals: inDark, args: { activeHref: '/chat' } };
