import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleMembers } from '../../private/sampleMembers';
import { inChinese, inDark, onDesktop, onMobile } from '../../private/stories';
import {
  FriendRequestItem,
  type FriendRequest,
  type FriendRequestItemLabels,
} from './FriendRequestItem';
import { vars } from '../../theme/contract.css';

const labels: FriendRequestItemLabels = {
  accept: 'Accept',
  refuse: 'Refuse',
  accepted: 'Added as friend',
  refused: 'Refused',
  waiting: 'Waiting for reply',
  note: 'Message',
  online: 'Online',
};

const chineseLabels: FriendRequestItemLabels = {
  accept: '同意',
  refuse: '拒绝',
  accepted: '已添加',
  refused: '已拒绝',
  waiting: '等待验证',
  note: '验证消息',
  online: '在线',
  age: '{age}岁',
};

const request: FriendRequest = {
  id: 7,
  user: sampleMembers.lucas,
  note: 'Hi Mia! We matched in Encounter yesterday, I would love to practise Spanish with you [smile]',
  state: 0,
  createTime: '2026-11-22T08:15:00.000Z',
};

const meta = {
  title: 'Components/FriendRequestItem',
  component: FriendRequestItem,
  args: {
    request,
    direction: 'received',
    labels,
    timeZone: 'UTC',
    profileHref: '/profile/2',
    onNavigate: fn(),
    onAccept: fn(),
    onRefuse: fn(),
  },
  argTypes: { direction: { control: 'inline-radio', options: ['received', 'sent'] } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FriendRequestItem>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const item = within(canvasElement).getByRole('article', { name: 'Lucas Becker' });
    await expect(within(item).getByText(/practise Spanish/)).toBeVisible();
    await userEvent.click(within(item).getByRole('button', { name: 'Accept' }));
    await expect(args.onAccept).toHaveBeenCalledWith({ requestId: 7 });
    await userEvent.click(within(item).getByRole('button', { name: 'Refuse' }));
    await expect(args.onRefuse).toHaveBeenCalledWith({ requestId: 7 });
  },
};

export const Playground: Story = {};

export const Accepting: Story = { args: { busy: 'accept' } };

export const Accepted: Story = {
  args: { request: { ...request, state: 1 } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).queryByRole('button', { name: 'Accept' }),
    ).not.toBeInTheDocument();
    await expect(within(canvasElement).getByText('Added as friend')).toBeVisible();
  },
};

export const Refused: Story = { args: { request: { ...request, state: 2 } } };

export const Sent: Story = {
  args: { direction: 'sent', request: { ...request, user: sampleMembers.sakura } },
};

export const WithoutNote: Story = {
  args: { request: { ...request, note: '', user: sampleMembers.diego } },
};

/** Requests as the friend-requests page lists them. */
export const List: Story = {
  globals: onDesktop,
  render: (args) => (
    <div style={{ display: 'grid', gap: vars.space.small }}>
      <FriendRequestItem {...args} />
      <FriendRequestItem
        {...args}
        request={{
          ...request,
          id: 8,
          user: sampleMembers.xiaoyu,
          note: '你好，可以认识一下吗？',
          state: 0,
        }}
        busy="refuse"
      />
      <FriendRequestItem
        {...args}
        request={{ ...request, id: 9, user: sampleMembers.oleg, note: '', state: 1 }}
      />
      <FriendRequestItem
        {...args}
        request={{ ...request, id: 10, user: sampleMembers.diego, note: 'Hola!', state: 2 }}
      />
    </div>
  ),
};

export const LongText: Story = {
  args: {
    request: {
      ...request,
      user: { ...sampleMembers.lucas, nickname: 'Lucas Alexander Becker-Hoffmann von Stein' },
      note: 'Hi Mia! We matched in Encounter yesterday and I could not stop thinking about your paella photos. I am in Valencia for a conference in March and would love to practise Spanish with you over coffee, if you like [smile]',
    },
  },
};

export const Chinese: Story = {
  args: {
    labels: chineseLabels,
    request: {
      ...request,
      user: sampleMembers.xiaoyu,
      note: '你好，我们昨天在“遇见”匹配到了，想和你交个朋友 [smile]',
    },
  },
  globals: inChinese,
};

export const Mobile: Story = { globals: onMobile, render: List.render };

export const MobileChinese: Story = { ...Chinese, globals: { ...onMobile, ...inChinese } };

export const Dark: Story = { globals: inDark, render: List.render };
