import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ChatIcon } from '../../private/icons';
import { CompassIcon, SparklesIcon } from '../../private/icons/layoutIcons';
import { sampleMembers } from '../../private/sampleMembers';
import { inChinese, inDark, onMobile } from '../../private/stories';
import { TopBar, type TopBarLabels } from './TopBar';
import { vars } from '../../theme/contract.css';

const labels: TopBarLabels = {
  tabs: 'Main',
  language: 'Language',
  accountMenu: 'Account menu',
  menu: 'Menu',
  home: 'Heartline home',
  search: 'Search by user ID',
  searchPlaceholder: 'Search user ID',
  searchButton: 'Search',
  searchEmpty: 'Please enter the user ID',
  searchOwnAccount: 'Do not search your own account',
};

const chineseLabels: TopBarLabels = {
  tabs: '主导航',
  language: '语言',
  accountMenu: '账户菜单',
  menu: '菜单',
  home: 'Heartline 首页',
  search: '按用户 ID 搜索',
  searchPlaceholder: '搜索用户 ID',
  searchButton: '搜索',
  searchEmpty: '请输入用户 ID',
  searchOwnAccount: '请不要搜索自己的账号',
};

const languages = [
  { code: 'zh-CN', language: '简体中文' },
  { code: 'zh-TW', language: '繁體中文' },
  { code: 'en', language: 'English' },
  { code: 'de', language: 'Deutsch' },
  { code: 'ru', language: 'Русский' },
  { code: 'ko', language: '한국어' },
  { code: 'ja', language: '日本語' },
  { code: 'es', language: 'Español' },
];

const { mia, xiaoyu } = sampleMembers;
const onSelect = fn();
const accountMenu = (
  names = ['My profile', 'Edit info', 'My account', 'My visitors', 'Log out'],
) => [
  { key: 'profile', label: names[0], onSelect },
  { key: 'edit', label: names[1], onSelect },
  { key: 'account', label: names[2], onSelect },
  { key: 'visitors', label: names[3], onSelect },
  { type: 'separator' as const, key: 'separator' },
  { key: 'logout', label: names[4], onSelect, tone: 'danger' as const },
];

/** Unknown IDs are "not found"; others would open a profile (nothing to say). */
const onSearch = fn(({ account }: { account: string }) =>
  account === '100999' ? 'The searched user does not exist' : undefined,
);

const meta = {
  title: 'Components/TopBar',
  component: TopBar,
  parameters: { layout: 'fullscreen' },
  args: {
    labels,
    tabs: [
      { value: 'encounter', label: 'Encounter', href: '/encounter', icon: <CompassIcon /> },
      { value: 'chat', label: 'Chat', href: '/chat', icon: <ChatIcon /> },
      { value: 'dynamics', label: 'Dynamics', href: '/dynamicSquare', icon: <SparklesIcon /> },
    ],
    activeTab: 'encounter',
    homeHref: '/encounter',
    onNavigate: fn(),
    onSearch,
    ownAccount: mia.account,
    languages,
    language: 'en',
    onLanguageChange: fn(),
    user: { nickname: mia.nickname, avatar: mia.avatar, vipLevel: 0 },
    accountMenu: accountMenu(),
    menuOpen: false,
    onMenuOpenChange: fn(),
  },
  decorators: [
    (Story) => (
      // Room under the bar for its menus and the search warning.
      <div style={{ background: vars.color.background.page, minHeight: 420 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ args, canvasElement }) => photoShown(canvasElement, Boolean(args.user?.avatar)),
} satisfies Meta<typeof TopBar>;

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
    const canvas = within(canvasElement);
    const tabs = canvas.getByRole('navigation', { name: 'Main' });
    await expect(within(tabs).getByRole('link', { name: 'Encounter' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(within(tabs).getByRole('link', { name: 'Dynamics' }));
    await expect(args.onNavigate).toHaveBeenCalledWith({ href: '/dynamicSquare' });

    // Digits only: letters never reach the field.
    const search = canvas.getByRole('textbox', { name: 'Search by user ID' });
    await userEvent.type(search, 'id10a0b999');
    await expect(search).toHaveValue('100999');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith({ account: '100999' });
    await expect(await canvas.findByText('The searched user does not exist')).toBeVisible();
    await userEvent.clear(search);
    await userEvent.type(search, 'x');
    await expect(canvas.queryByText('The searched user does not exist')).not.toBeInTheDocument();
  },
};

export const Playground: Story = {};

/** Enter on an empty box: the spec's warning, and no search. */
export const SearchEmpty: Story = {
  play: async ({ args, canvasElement }) => {
    await photoShown(canvasElement, Boolean(args.user?.avatar));
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(canvas.getByText('Please enter the user ID')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Search by user ID' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(args.onSearch).not.toHaveBeenCalled();
  },
};

/** One's own ID is refused before any call. */
export const SearchOwnAccount: Story = {
  play: async ({ args, canvasElement }) => {
    await photoShown(canvasElement, Boolean(args.user?.avatar));
    const canvas = within(canvasElement);
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Search by user ID' }),
      `${mia.account}{Enter}`,
    );
    await expect(canvas.getByText('Do not search your own account')).toBeVisible();
    await expect(args.onSearch).not.toHaveBeenCalled();
  },
};

/** The server found nobody: the app's message shows under the box. */
export const SearchNotFound: Story = {
  play: async ({ args, canvasElement }) => {
    await photoShown(canvasElement, Boolean(args.user?.avatar));
    const canvas = within(canvasElement);
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Search by user ID' }),
      '100999{Enter}',
    );
    await expect(await canvas.findByText('The searched user does not exist')).toBeVisible();
  },
};

/** The language dropdown: the server's list, the current one checked. */
export const LanguageMenuOpen: Story = {
  play: async ({ args, canvasElement }) => {
    await photoShown(canvasElement, Boolean(args.user?.avatar));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole('button', { name: 'Language: English' }));
    const menu = await body.findByRole('menu');
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(8);
    await expect(within(menu).getByRole('menuitem', { name: 'Deutsch' })).toBeVisible();
    await expect(args.onLanguageChange).not.toHaveBeenCalled();
  },
};

/** Picking a language reports it and closes the menu. */
export const ChangeLanguage: Story = {
  play: async ({ args, canvasElement }) => {
    await photoShown(canvasElement, Boolean(args.user?.avatar));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole('button', { name: 'Language: English' }));
    await userEvent.click(await body.findByRole('menuitem', { name: '日本語' }));
    await expect(args.onLanguageChange).toHaveBeenCalledWith({ code: 'ja' });
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
  },
};

/** The avatar menu: profile, edit info, my account, my visitors, log out. */
export const AccountMenuOpen: Story = {
  play: async ({ args, canvasElement }) => {
    await photoShown(canvasElement, Boolean(args.user?.avatar));
    const body = within(canvasElement.ownerDocument.body);
    onSelect.mockClear();
    await userEvent.click(body.getByRole('button', { name: /Account menu/ }));
    const menu = await body.findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'Log out' })).toBeVisible();
  },
};

export const VipMember: Story = {
  args: { user: { nickname: mia.nickname, avatar: mia.avatar, vipLevel: 1 }, activeTab: 'chat' },
};

export const SvipMember: Story = {
  args: {
    user: { nickname: xiaoyu.nickname, avatar: xiaoyu.avatar, vipLevel: 2 },
    activeTab: 'dynamics',
  },
};

/** A long nickname is cut, the bar keeps its height. */
export const LongNickname: Story = {
  args: {
    user: { nickname: 'Alexandra Konstantinova-Richardson', avatar: '', vipLevel: 0 },
  },
};

/** While my-info loads there is no avatar menu yet. */
export const WithoutMember: Story = { args: { user: undefined, activeTab: undefined } };

export const Chinese: Story = {
  globals: inChinese,
  args: {
    labels: chineseLabels,
    tabs: [
      { value: 'encounter', label: '邂逅', href: '/encounter', icon: <CompassIcon /> },
      { value: 'chat', label: '聊天', href: '/chat', icon: <ChatIcon /> },
      { value: 'dynamics', label: '动态', href: '/dynamicSquare', icon: <SparklesIcon /> },
    ],
    language: 'zh-CN',
    user: { nickname: xiaoyu.nickname, avatar: xiaoyu.avatar, vipLevel: 1 },
    accountMenu: accountMenu(['个人主页', '编辑资料', '我的账户', '我的访客', '退出登录']),
  },
  play: async ({ args, canvasElement }) => {
    await photoShown(canvasElement, Boolean(args.user?.avatar));
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '搜索' }));
    await expect(canvas.getByText('请输入用户 ID')).toBeVisible();
  },
};

/** 375 px: the menu button, the mark, language and avatar; tabs and search wait in the menu. */
export const Mobile: Story = {
  globals: onMobile,
  play: async ({ args, canvasElement }) => {
    await photoShown(canvasElement, Boolean(args.user?.avatar));
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    await expect(args.onMenuOpenChange).toHaveBeenCalledWith({ open: true });
  },
};

/** 375 px with the menu open: the three tabs, the search and what the app adds (side menu). */
export const MobileMenuOpen: Story = {
  globals: onMobile,
  args: {
    menuOpen: true,
    menuContent: (
      <div
        style={{
          padding: vars.space.large,
          borderRadius: vars.radius.large,
          background: vars.color.background.sunken,
        }}
      >
        The side menu goes here
      </div>
    ),
  },
  play: async ({ args, canvasElement }) => {
    await photoShown(canvasElement, Boolean(args.user?.avatar));
    const canvas = within(canvasElement);
    const tabs = canvas.getByRole('navigation', { name: 'Main' });
    await expect(within(tabs).getAllByRole('link')).toHaveLength(3);
    await expect(canvas.getByRole('button', { name: 'Menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await userEvent.keyboard('{Escape}');
    await expect(args.onMenuOpenChange).toHaveBeenCalledWith({ open: false });
  },
};

export const MobileChinese: Story = {
  ...MobileMenuOpen,
  globals: { ...onMobile, ...inChinese },
  args: { ...Chinese.args, menuOpen: true },
  play: meta.play,
};

export const Dark: Story = { globals: inDark, args: { activeTab: 'chat' } };

/** The search's warning at night: its text keeps AA contrast on its bubble (axe checks it). */
export const DarkSearchNotFound: Story = { ...SearchNotFound, globals: inDark };

export const DarkMobileMenuOpen: Story = {
  ...MobileMenuOpen,
  globals: { ...onMobile, ...inDark },
  play: meta.play,
};
