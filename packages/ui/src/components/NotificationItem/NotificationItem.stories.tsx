import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { findEmoji } from '../../emoji';
import { sampleMembers, samplePhotos } from '../../private/sampleMembers';
import { inChinese, inDark, onDesktop, onMobile } from '../../private/stories';
import {
  NotificationItem,
  type Interaction,
  type NotificationItemLabels,
} from './NotificationItem';
import { vars } from '../../theme/contract.css';

const labels: NotificationItemLabels = {
  like: '{name} liked your dynamic',
  comment: '{name} commented on your dynamic',
  reply: '{name} replied to your comment',
  follow: '{name} started following you',
  gift: '{name} sent you a gift:',
  someone: 'Someone',
  hiddenLiker: 'Upgrade to SVIP to see who likes you',
  unread: 'Unread',
};

const chineseLabels: NotificationItemLabels = {
  like: '{name} 赞了你的动态',
  comment: '{name} 评论了你的动态',
  reply: '{name} 回复了你的评论',
  follow: '{name} 关注了你',
  gift: '{name} 送你一份礼物：',
  someone: '有人',
  hiddenLiker: '升级 SVIP 查看谁赞了你',
  unread: '未读',
};

const { lucas, xiaoyu, sakura, diego, oleg } = sampleMembers;
const rose = findEmoji('rose')?.src ?? null;
const base = {
  dynamicId: 42,
  content: null,
  image: samplePhotos[0] ?? null,
  read: 0 as const,
  createTime: '2026-11-22T09:30:00.000Z',
};

const notifications: Interaction[] = [
  { ...base, id: 1, type: 'like', user: lucas },
  {
    ...base,
    id: 2,
    type: 'comment',
    user: xiaoyu,
    content: '好美的日落！下次去西班牙一定要去看看 [heart_eyes]',
  },
  {
    ...base,
    id: 3,
    type: 'reply',
    user: sakura,
    content: 'Yes! Let us go together in spring [sparkles]',
    read: 1,
  },
  { ...base, id: 4, type: 'follow', user: oleg, dynamicId: null, image: null, read: 1 },
  { ...base, id: 5, type: 'gift', user: diego, dynamicId: null, content: 'Rose', image: rose },
  { ...base, id: 6, type: 'like', user: null, read: 1 },
];

const meta = {
  title: 'Components/NotificationItem',
  component: NotificationItem,
  args: { notification: notifications[0]!, labels, timeZone: 'UTC', onOpen: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NotificationItem>;

export default meta;
type Story = StoryObj<typeof meta>;

const list = (args: Parameters<typeof NotificationItem>[0], items = notifications) => (
  <div style={{ display: 'grid', gap: vars.space.small }}>
    {items.map((notification) => (
      <NotificationItem key={notification.id} {...args} notification={notification} />
    ))}
  </div>
);

/** The interactive notifications page: every type, read and unread. */
export const Default: Story = {
  render: (args) => list(args),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Lucas Becker liked your dynamic/ }));
    await expect(args.onOpen).toHaveBeenCalledWith({
      notificationId: 1,
      type: 'like',
      dynamicId: 42,
      userId: 2,
    });
    await userEvent.click(canvas.getByRole('button', { name: /Олег started following you/ }));
    await expect(args.onOpen).toHaveBeenCalledWith({
      notificationId: 4,
      type: 'follow',
      dynamicId: null,
      userId: 4,
    });
    await expect(
      canvas.getByRole('button', { name: /^Unread: Diego sent you a gift: Rose/ }),
    ).toBeVisible();
  },
};

export const Playground: Story = {};

export const Like: Story = {};

/** Below SVIP the liker is hidden. */
export const HiddenLiker: Story = { args: { notification: notifications[5]! } };

export const Comment: Story = { args: { notification: notifications[1]! } };

export const Reply: Story = { args: { notification: notifications[2]! } };

export const Follow: Story = { args: { notification: notifications[3]! } };

export const Gift: Story = { args: { notification: notifications[4]! } };

export const Read: Story = { args: { notification: { ...notifications[0]!, read: 1 } } };

export const WithoutAction: Story = { args: { onOpen: undefined } };

export const LongText: Story = {
  args: {
    notification: {
      ...notifications[1]!,
      user: { ...xiaoyu, nickname: 'Maria Fernanda de los Ángeles García-Villanueva' },
      content:
        'That light is unreal! I have been trying to catch a sunset like this for three summers in a row and every single time the clouds rolled in at the last minute. Which beach is this, and what time did you shoot it?',
    },
  },
};

export const Chinese: Story = {
  args: { labels: chineseLabels },
  globals: inChinese,
  render: (args) => list(args),
};

export const Desktop: Story = { globals: onDesktop, render: (args) => list(args) };

export const Mobile: Story = { globals: onMobile, render: (args) => list(args) };

export const MobileChinese: Story = { ...Chinese, globals: { ...onMobile, ...inChinese } };

export const Dark: Story = { globals: inDark, render: (args) => list(args) };
