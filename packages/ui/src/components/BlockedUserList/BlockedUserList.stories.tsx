import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleMembers } from '../../private/sampleMembers';
import { inChinese, inDark, onDesktop, onMobile } from '../../private/stories';
import { BlockedUserList, type BlockedUserListLabels } from './BlockedUserList';

const labels: BlockedUserListLabels = {
  title: 'Blocked members',
  emptyTitle: 'You have not blocked anyone',
  emptyDescription: 'Members you block cannot find you, see your dynamics or message you.',
  unblock: 'Unblock',
  loading: 'Loading',
  loadMore: 'Show more',
  online: 'Online',
};

const chineseLabels: BlockedUserListLabels = {
  title: '已屏蔽的用户',
  emptyTitle: '你还没有屏蔽任何人',
  emptyDescription: '被你屏蔽的用户无法找到你、看到你的动态或给你发消息。',
  unblock: '解除屏蔽',
  loading: '正在加载',
  loadMore: '查看更多',
  online: '在线',
  age: '{age}岁',
};

const { lucas, oleg, sakura } = sampleMembers;

const meta = {
  title: 'Components/BlockedUserList',
  component: BlockedUserList,
  args: {
    entries: [lucas, oleg, sakura],
    labels,
    profileHref: (user) => `/profile/${user.id}`,
    onNavigate: fn(),
    onUnblock: fn(),
    onLoadMore: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BlockedUserList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Unblock one member from the list. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const list = within(canvasElement).getByRole('region', { name: 'Blocked members' });
    const row = within(list).getByRole('article', { name: 'Lucas Becker' });
    await userEvent.click(within(row).getByRole('button', { name: 'Unblock' }));
    await expect(args.onUnblock).toHaveBeenCalledWith({ userId: lucas.id });
  },
};

export const Playground: Story = {};

/** An unblock on its way: the row's button spins. */
export const Pending: Story = { args: { pendingIds: [oleg.id] } };

export const Loading: Story = { args: { loading: true, entries: [] } };

export const Empty: Story = {
  args: { entries: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('You have not blocked anyone')).toBeVisible();
  },
};

export const More: Story = { args: { hasMore: true } };

export const Chinese: Story = { args: { labels: chineseLabels }, globals: inChinese };

export const Desktop: Story = { globals: onDesktop };

export const Mobile: Story = { globals: onMobile };

export const MobileChinese: Story = { ...Chinese, globals: { ...onMobile, ...inChinese } };

export const Dark: Story = { globals: inDark };
