import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleMembers } from '../../private/sampleMembers';
import { inChinese, inDark, onMobile } from '../../private/stories';
import { SideBar, type SideBarLabels } from './SideBar';

const labels: SideBarLabels = {
  region: 'My summary',
  id: 'ID',
  profile: 'My profile',
  coins: 'Gold coins',
  recharge: 'Recharge',
  translation: 'Translation characters',
  vip: 'VIP',
  svip: 'SVIP',
  shortcuts: 'Quick access',
  loading: 'Loading',
  shortcut: {
    friendRequests: 'Friend requests',
    announcements: 'Notices',
    notifications: 'Interactions',
    customerService: 'Customer service',
    recentChats: 'Recent chats',
    addressBook: 'Address book',
  },
};

const chineseLabels: SideBarLabels = {
  region: '我的概况',
  id: 'ID',
  profile: '我的主页',
  coins: '金币',
  recharge: '充值',
  translation: '翻译字数',
  vip: 'VIP',
  svip: 'SVIP',
  shortcuts: '快捷入口',
  loading: '加载中',
  shortcut: {
    friendRequests: '好友申请',
    announcements: '系统公告',
    notifications: '互动通知',
    customerService: '专属客服',
    recentChats: '最近聊天',
    addressBook: '通讯录',
  },
};

const { mia, oleg, xiaoyu } = sampleMembers;

const meta = {
  title: 'Components/SideBar',
  component: SideBar,
  args: {
    labels,
    user: { nickname: mia.nickname, avatar: mia.avatar, account: mia.account, vipLevel: 0 },
    balance: 1280,
    translationCount: 2000,
    locale: 'en',
    profileHref: '/profile',
    coinsHref: '/account?tab=coins',
    translationHref: '/account?tab=translation',
    onNavigate: fn(),
    onShortcut: fn(),
    activeShortcut: null,
  },
  decorators: [
    (Story) => (
      <div style={{ width: 300 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ args, canvasElement }) => photoShown(canvasElement, Boolean(args.user?.avatar)),
} satisfies Meta<typeof SideBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The avatar shows the initial until the photo has loaded: wait for it before the screenshot. */
async function photoShown(canvasElement: HTMLElement, expected: boolean) {
  if (!expected) return;
  const photo = await waitFor(async () => {
    const img = canvasElement.querySelector('img');
    await expect(img?.complete).toBe(true);
    return img!;
  });
  await photo.decode();
}

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await photoShown(canvasElement, Boolean(args.user?.avatar));
    const bar = within(canvasElement).getByRole('complementary', { name: 'My summary' });
    await expect(within(bar).getByText('ID 100001')).toBeVisible();
    await userEvent.click(within(bar).getByRole('button', { name: 'Recharge' }));
    await expect(args.onNavigate).toHaveBeenCalledWith({ href: '/account?tab=coins' });
    await userEvent.click(within(bar).getByRole('link', { name: /Translation characters/ }));
    await expect(args.onNavigate).toHaveBeenCalledWith({ href: '/account?tab=translation' });
    await userEvent.click(within(bar).getByRole('button', { name: 'Address book' }));
    await expect(args.onShortcut).toHaveBeenCalledWith({ key: 'addressBook' });
    await userEvent.click(within(bar).getByRole('link', { name: `My profile: ${mia.nickname}` }));
    await expect(args.onNavigate).toHaveBeenCalledWith({ href: '/profile' });
  },
};

export const Playground: Story = {};

export const Vip: Story = {
  args: { user: { nickname: mia.nickname, avatar: mia.avatar, account: mia.account, vipLevel: 1 } },
  play: async ({ args, canvasElement }) => {
    await photoShown(canvasElement, Boolean(args.user?.avatar));
    await expect(within(canvasElement).getByText('VIP')).toBeVisible();
  },
};

/** SVIP, with large balances (shortened) and no photo yet. */
export const Svip: Story = {
  args: {
    // No photo yet: the initial on its tint, inside the plum ring.
    user: { nickname: 'Oleg', avatar: '', account: oleg.account, vipLevel: 2 },
    balance: 128_400,
    translationCount: 1_250_000,
  },
};

/** The floating window of one button is open: that button shows pressed. */
export const ShortcutOpen: Story = {
  args: { activeShortcut: 'recentChats' },
  play: async ({ args, canvasElement }) => {
    await photoShown(canvasElement, Boolean(args.user?.avatar));
    await expect(
      within(canvasElement).getByRole('button', { name: 'Recent chats' }),
    ).toHaveAttribute('aria-pressed', 'true');
  },
};

/** Unread counts on the buttons (from chat and notifications). */
export const WithUnread: Story = {
  args: { badges: { friendRequests: 3, notifications: 120, customerService: 1 } },
  play: async ({ args, canvasElement }) => {
    await photoShown(canvasElement, Boolean(args.user?.avatar));
    await expect(
      within(canvasElement).getByRole('button', { name: 'Friend requests (3)' }),
    ).toBeVisible();
    await expect(within(canvasElement).getByText('99+')).toBeVisible();
  },
};

/** No coins and no characters left. */
export const Empty: Story = { args: { balance: 0, translationCount: 0 } };

/** While my-info loads. */
export const Loading: Story = {
  args: { user: null },
  play: async ({ args, canvasElement }) => {
    await photoShown(canvasElement, Boolean(args.user?.avatar));
    await expect(
      within(canvasElement).getByRole('complementary', { name: 'My summary' }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

export const LongNickname: Story = {
  args: {
    user: {
      nickname: 'Alexandra Konstantinova-Richardson',
      avatar: '',
      account: 100_029,
      vipLevel: 1,
    },
  },
};

export const Chinese: Story = {
  globals: inChinese,
  args: {
    labels: chineseLabels,
    locale: 'zh-CN',
    user: {
      nickname: xiaoyu.nickname,
      avatar: xiaoyu.avatar,
      account: xiaoyu.account,
      vipLevel: 1,
    },
    balance: 50,
    translationCount: 2000,
  },
};

/** German, the longest captions. */
export const German: Story = {
  args: {
    labels: {
      ...labels,
      coins: 'Goldmünzen',
      recharge: 'Aufladen',
      translation: 'Übersetzungszeichen',
      shortcut: {
        friendRequests: 'Anfragen',
        announcements: 'Hinweise',
        notifications: 'Aktivität',
        customerService: 'Support',
        recentChats: 'Letzte Chats',
        addressBook: 'Adressbuch',
      },
    },
    locale: 'de',
  },
  globals: { locale: 'de' },
};

export const Mobile: Story = {
  globals: onMobile,
  decorators: [(Story) => <Story />],
};

export const Dark: Story = { globals: inDark, args: { activeShortcut: 'announcements' } };
