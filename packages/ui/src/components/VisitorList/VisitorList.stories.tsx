import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { memberWithoutPhoto, sampleMembers } from '../../private/sampleMembers';
import { inChinese, inDark, onDesktop, onMobile } from '../../private/stories';
import { VisitorList, type VisitorListLabels, type VisitorRecord } from './VisitorList';

const labels: VisitorListLabels = {
  title: 'Visitors',
  summary: '{today} visitors today · {total} in all',
  visited: 'Visited {time}',
  emptyTitle: 'No visitors yet',
  emptyDescription:
    'Post a dynamic or add photos to your album: people visit profiles that tell a story.',
  loading: 'Loading visitors',
  loadMore: 'Show more',
  online: 'Online',
  chat: 'Say hi',
};

const chineseLabels: VisitorListLabels = {
  title: '访客',
  summary: '今日 {today} 位访客 · 累计 {total} 次',
  visited: '{time} 来访',
  emptyTitle: '还没有访客',
  emptyDescription: '发布动态或上传相册照片，让更多人来看看你。',
  loading: '正在加载访客',
  loadMore: '查看更多',
  online: '在线',
  age: '{age}岁',
  chat: '打招呼',
};

const { mia, lucas, xiaoyu, oleg, diego } = sampleMembers;
const visitors: VisitorRecord[] = [
  { user: xiaoyu, visitTime: '2026-11-22T09:12:00.000Z' },
  { user: lucas, visitTime: '2026-11-22T07:40:00.000Z' },
  { user: diego, visitTime: '2026-11-21T22:05:00.000Z' },
  { user: memberWithoutPhoto, visitTime: '2026-11-21T18:30:00.000Z' },
  { user: oleg, visitTime: '2026-11-20T11:02:00.000Z' },
];

const meta = {
  title: 'Components/VisitorList',
  component: VisitorList,
  args: {
    visitors,
    summary: { today: 2, total: 3517 },
    labels,
    timeZone: 'UTC',
    locale: 'en',
    hasMore: true,
    profileHref: (user) => `/profile/${user.id}`,
    onNavigate: fn(),
    onChat: fn(),
    onLoadMore: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof VisitorList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const list = within(canvasElement).getByRole('region', { name: 'Visitors' });
    await expect(within(list).getByText('2 visitors today · 3,517 in all')).toBeVisible();
    const row = within(list).getByRole('article', { name: 'Lucas Becker' });
    await expect(within(row).getByText('Visited 11-22 07:40')).toBeVisible();
    await userEvent.click(within(row).getByRole('button', { name: 'Say hi' }));
    await expect(args.onChat).toHaveBeenCalledWith({ userId: 2, imAccount: 'u100002' });
    await userEvent.click(within(row).getByRole('link', { name: 'Lucas Becker' }));
    await expect(args.onNavigate).toHaveBeenCalledWith({ href: '/profile/2' });
    await userEvent.click(within(list).getByRole('button', { name: 'Show more' }));
    await expect(args.onLoadMore).toHaveBeenCalledOnce();
  },
};

export const Playground: Story = {};

export const Loading: Story = { args: { loading: true, visitors: [] } };

export const LoadingMore: Story = { args: { loadingMore: true } };

export const Empty: Story = {
  args: { visitors: [], summary: { today: 0, total: 0 }, hasMore: false },
};

export const WithoutActions: Story = {
  args: { onChat: undefined, summary: undefined, hasMore: false },
};

export const LongNames: Story = {
  args: {
    hasMore: false,
    visitors: [
      {
        user: {
          ...mia,
          nickname: 'Maria Fernanda de los Ángeles García-Villanueva',
          signature:
            'Sunsets, salsa and long talks about everything, in three languages and counting [heart]',
        },
        visitTime: '2026-11-22T09:12:00.000Z',
      },
      ...visitors.slice(1, 3),
    ],
  },
};

export const Chinese: Story = {
  args: { labels: chineseLabels, locale: 'zh-CN' },
  globals: inChinese,
};

export const Desktop: Story = { globals: onDesktop };

export const Mobile: Story = { globals: onMobile };

export const MobileChinese: Story = { ...Chinese, globals: { ...onMobile, ...inChinese } };

export const Dark: Story = { globals: inDark };
