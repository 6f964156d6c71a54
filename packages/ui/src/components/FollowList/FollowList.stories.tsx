import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { memberWithoutPhoto, sampleMembers } from '../../private/sampleMembers';
import { inChinese, inDark, onDesktop, onMobile } from '../../private/stories';
import { FollowList, type FollowListEntry, type FollowListLabels } from './FollowList';

const fansLabels: FollowListLabels = {
  title: 'Fans',
  emptyTitle: 'You have no fans yet',
  emptyDescription: 'Share a dynamic or say hi in Encounter: people follow those they have met.',
  follow: 'Follow back',
  mutual: 'Mutual',
  following: 'Following',
  loading: 'Loading',
  loadMore: 'Show more',
  online: 'Online',
};

const followsLabels: FollowListLabels = {
  ...fansLabels,
  title: 'Following',
  emptyTitle: 'You have no follows yet',
  emptyDescription: 'Follow people you like to see their dynamics first.',
  follow: 'Follow',
};

const chineseLabels: FollowListLabels = {
  title: '粉丝',
  emptyTitle: '你还没有粉丝',
  emptyDescription: '发布动态或去“遇见”打个招呼，认识的人会关注你。',
  follow: '回关',
  mutual: '互相关注',
  following: '已关注',
  loading: '正在加载',
  loadMore: '查看更多',
  online: '在线',
  age: '{age}岁',
};

const { mia, lucas, xiaoyu, oleg, sakura } = sampleMembers;
const fans: FollowListEntry[] = [
  { ...xiaoyu, isFollow: 0 },
  { ...lucas, isFollow: 1 },
  { ...sakura, isFollow: 0 },
  { ...memberWithoutPhoto, isFollow: 1 },
  { ...oleg, isFollow: 0 },
];

const meta = {
  title: 'Components/FollowList',
  component: FollowList,
  args: {
    kind: 'fans',
    entries: fans,
    labels: fansLabels,
    hasMore: true,
    profileHref: (user) => `/profile/${user.id}`,
    onNavigate: fn(),
    onFollow: fn(),
    onLoadMore: fn(),
  },
  argTypes: { kind: { control: 'inline-radio', options: ['fans', 'follows'] } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FollowList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** My fans: follow one back, unfollow a mutual one. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const list = within(canvasElement).getByRole('region', { name: 'Fans' });
    const xiaoyuRow = within(list).getByRole('article', { name: '小雨' });
    await userEvent.click(within(xiaoyuRow).getByRole('button', { name: 'Follow back' }));
    await expect(args.onFollow).toHaveBeenCalledWith({ userId: 3, follow: true });
    const lucasRow = within(list).getByRole('article', { name: 'Lucas Becker' });
    await userEvent.click(within(lucasRow).getByRole('button', { name: 'Mutual' }));
    await expect(args.onFollow).toHaveBeenCalledWith({ userId: 2, follow: false });
  },
};

export const Playground: Story = {};

export const Follows: Story = {
  args: {
    kind: 'follows',
    labels: followsLabels,
    entries: [
      { ...mia, isFollow: 1 },
      { ...sakura, isFollow: 1 },
      { ...oleg, isFollow: 0 },
    ],
    hasMore: false,
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getAllByRole('button', { name: 'Following' })[0] as HTMLElement);
    await expect(args.onFollow).toHaveBeenCalledWith({ userId: 1, follow: false });
    await expect(canvas.getByRole('button', { name: 'Follow' })).toBeVisible();
  },
};

export const Pending: Story = { args: { pendingIds: [3, 2] } };

export const Loading: Story = { args: { loading: true, entries: [] } };

export const LoadingMore: Story = { args: { loadingMore: true } };

/** The spec's zero-count message for fans. */
export const EmptyFans: Story = { args: { entries: [], hasMore: false } };

/** The spec's zero-count message for follows. */
export const EmptyFollows: Story = {
  args: { kind: 'follows', labels: followsLabels, entries: [], hasMore: false },
};

export const Chinese: Story = { args: { labels: chineseLabels }, globals: inChinese };

export const ChineseEmpty: Story = {
  args: { labels: chineseLabels, entries: [], hasMore: false },
  globals: inChinese,
};

export const Desktop: Story = { globals: onDesktop };

export const Mobile: Story = { globals: onMobile };

export const MobileChinese: Story = { ...Chinese, globals: { ...onMobile, ...inChinese } };

export const Dark: Story = { globals: inDark, args: { pendingIds: [3] } };
