import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { inChinese, inDark, onDesktop, onMobile } from '../../private/stories';
import { AnnouncementItem, type Notice } from './AnnouncementItem';
import { vars } from '../../theme/contract.css';

const labels = { unread: 'Unread', showMore: 'Read more', showLess: 'Show less' };
const chineseLabels = { unread: '未读', showMore: '展开全文', showLess: '收起' };

const notice: Notice = {
  id: 3,
  title: 'Chat translation now covers 15 languages',
  content:
    'Good news for everyone chatting across borders: translation in chat and dynamics now covers 15 languages, including Thai, Vietnamese and Indonesian.\n\nYour translation pack is spent first; after it runs out, each 100 characters cost 1 gold coin. VIP and SVIP members receive extra translation characters with every month of membership.\n\nThank you for making Heartline a place where language is no barrier.',
  createTime: '2026-11-21T10:00:00.000Z',
  read: 0,
};

const notices: Notice[] = [
  notice,
  {
    id: 2,
    title: 'Maintenance on Sunday 02:00-03:00 UTC',
    content: 'Chat may reconnect a few times during the upgrade. No messages will be lost.',
    createTime: '2026-11-18T09:00:00.000Z',
    read: 1,
  },
  {
    id: 1,
    title: 'Welcome to Heartline!',
    content: 'Complete your profile and add three photos to appear in more recommendations.',
    createTime: '2026-11-01T08:00:00.000Z',
    read: 1,
  },
];

const meta = {
  title: 'Components/AnnouncementItem',
  component: AnnouncementItem,
  args: { notice, labels, timeZone: 'UTC', onExpand: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AnnouncementItem>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Unfold a long unread announcement (the app marks it read), fold it again. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const item = within(canvasElement).getByRole('article', {
      name: 'Unread: Chat translation now covers 15 languages',
    });
    await userEvent.click(within(item).getByRole('button', { name: 'Read more' }));
    await expect(args.onExpand).toHaveBeenCalledWith({ noticeId: 3 });
    await userEvent.click(within(item).getByRole('button', { name: 'Show less' }));
    await expect(args.onExpand).toHaveBeenCalledOnce();
  },
};

export const Playground: Story = {};

export const Expanded: Story = { args: { defaultExpanded: true } };

export const Read: Story = { args: { notice: notices[1]! } };

export const Short: Story = { args: { notice: { ...notices[2]!, read: 0 } } };

/** The announcements page. */
export const List: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: vars.space.small }}>
      {notices.map((item) => (
        <AnnouncementItem key={item.id} {...args} notice={item} />
      ))}
    </div>
  ),
};

export const LongTitle: Story = {
  args: {
    notice: {
      ...notice,
      title:
        'Important: from December 1st, new members must verify their e-mail address before sending their first message or red packet',
    },
  },
};

export const Chinese: Story = {
  args: {
    labels: chineseLabels,
    notice: {
      ...notice,
      title: '聊天翻译现已支持 15 种语言',
      content:
        '跨国聊天的好消息：聊天和动态的翻译现已支持 15 种语言，新增泰语、越南语和印尼语。\n\n翻译会优先使用你的翻译包，用完后每 100 个字符消耗 1 金币。VIP 和 SVIP 会员每月还会获得额外的翻译字数。\n\n感谢你让 Heartline 成为一个没有语言障碍的地方。',
    },
  },
  globals: inChinese,
};

export const Desktop: Story = { globals: onDesktop, render: List.render };

export const Mobile: Story = { globals: onMobile, render: List.render };

export const MobileChinese: Story = { ...Chinese, globals: { ...onMobile, ...inChinese } };

export const Dark: Story = { globals: inDark, render: List.render };
