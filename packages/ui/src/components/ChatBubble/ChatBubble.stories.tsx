import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, within } from 'storybook/test';
import { sampleMembers } from '../../private/sampleMembers';
import { inChinese, inDark, onDesktop, onMobile } from '../../private/stories';
import { ChatBubble, type ChatBubbleProps } from './ChatBubble';
import { labelsEn, labelsZh, messages, messagesZh, reacted, replies } from './ChatBubble.fixtures';
import { vars } from '../../theme/contract.css';

const { mia, xiaoyu } = sampleMembers;
const miaAuthor = { nickname: mia.nickname, avatar: mia.avatar, vipLevel: mia.vipLevel };
const xiaoyuAuthor = {
  nickname: xiaoyu.nickname,
  avatar: xiaoyu.avatar,
  vipLevel: xiaoyu.vipLevel,
};

type Bubble = Pick<ChatBubbleProps, 'message' | 'own'> & Partial<ChatBubbleProps>;

/** Several bubbles as they stack in a chat, sharing the story's labels and callbacks. */
function thread(bubbles: Bubble[]) {
  return function Thread(args: ChatBubbleProps) {
    return (
      <div style={{ display: 'grid', gap: vars.space.medium }}>
        {bubbles.map((bubble) => (
          <ChatBubble
            key={bubble.message.id}
            {...args}
            author={bubble.own ? undefined : miaAuthor}
            {...bubble}
          />
        ))}
      </div>
    );
  };
}

const meta = {
  title: 'Components/ChatBubble',
  component: ChatBubble,
  args: {
    message: messages.text,
    own: false,
    author: miaAuthor,
    labels: labelsEn,
    locale: 'en',
    onPreview: fn(),
    onOpenRedPacket: fn(),
    onViewBurnImage: fn(),
    onRetry: fn(),
    onRecall: fn(),
    onReport: fn(),
  },
  argTypes: { status: { control: 'inline-radio', options: ['sent', 'sending', 'failed'] } },
  decorators: [
    (Story) => (
      <div
        style={{
          background: vars.color.background.page,
          padding: vars.space.large,
          borderRadius: vars.radius.large,
          maxWidth: 640,
        }}
      >
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ChatBubble>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A morning chat: tap the photo and the red packet, then recall an own message. */
export const Default: Story = {
  render: thread([
    { message: messages.text, own: false },
    { message: messages.ownText, own: true, canRecall: true },
    { message: messages.image, own: false },
    { message: messages.redPacket, own: false },
  ]),
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole('button', { name: 'Open photo' }));
    await expect(args.onPreview).toHaveBeenCalledWith({ message: messages.image });
    await userEvent.click(body.getByRole('button', { name: /Coffee is on me!/ }));
    await expect(args.onOpenRedPacket).toHaveBeenCalledWith({ message: messages.redPacket });

    await fireEvent.contextMenu(body.getByText(/Coffee later\?/), { clientX: 520, clientY: 80 });
    await userEvent.click(await body.findByRole('menuitem', { name: 'Recall' }));
    await expect(args.onRecall).toHaveBeenCalledWith({ message: messages.ownText });
  },
};

export const Playground: Story = {};

export const Text: Story = {
  render: thread([
    { message: messages.text, own: false },
    { message: messages.ownText, own: true },
  ]),
};

export const Image: Story = {
  render: thread([
    { message: messages.image, own: false },
    { message: messages.ownImage, own: true },
  ]),
};

export const Gift: Story = {
  render: thread([
    { message: messages.gift, own: false },
    { message: messages.ownGift, own: true },
  ]),
};

export const RedPacket: Story = {
  render: thread([
    { message: messages.redPacket, own: false },
    { message: messages.ownRedPacket, own: true },
  ]),
};

/** Blurred until the recipient taps it; the sender sees the veil without the invitation. */
export const BurnBeforeViewing: Story = {
  render: thread([
    { message: messages.burn, own: false },
    { message: messages.ownBurn, own: true },
  ]),
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Tap to view/ }));
    await expect(args.onViewBurnImage).toHaveBeenCalledWith({ message: messages.burn });
  },
};

export const BurnAfterViewing: Story = {
  render: thread([{ message: messages.burn, own: false, burnViewed: true }]),
};

export const Recalled: Story = {
  render: thread([
    { message: messages.recalled, own: false },
    { message: messages.ownRecalled, own: true },
  ]),
};

export const WithTranslation: Story = {
  render: thread([
    { message: messages.translated, own: false },
    { message: messages.ownTranslated, own: true },
  ]),
};

/** SVIP senders see whether their messages were read. */
export const ReadReceipts: Story = {
  render: thread([
    { message: messages.ownText, own: true, showReceipt: true },
    { message: messages.unread, own: true, showReceipt: true },
  ]),
};

export const Sending: Story = {
  render: thread([{ message: messages.ownText, own: true, status: 'sending' }]),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Sending');
  },
};

export const Failed: Story = {
  render: thread([{ message: messages.ownText, own: true, status: 'failed' }]),
  play: async ({ args, canvasElement }) => {
    await expect(within(canvasElement).getByText('Not sent')).toBeVisible();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Resend' }));
    await expect(args.onRetry).toHaveBeenCalledWith({ message: messages.ownText });
  },
};

/** On an own message young enough to recall: right-click, or focus it and press Enter. */
export const RecallMenu: Story = {
  render: thread([{ message: messages.ownText, own: true, canRecall: true }]),
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const bubble = body.getByRole('button', { name: /Coffee later\?/ });
    await expect(bubble).toHaveAttribute('aria-haspopup', 'menu');
    bubble.focus();
    await userEvent.keyboard('{Enter}');
    const recall = await body.findByRole('menuitem', { name: 'Recall' });
    await expect(recall).toBeVisible();
    await expect(args.onRecall).not.toHaveBeenCalled();
  },
};

const replyThread = thread([
  { message: replies.toText, own: true, quoteAuthor: 'Mia' },
  { message: replies.toImage, own: false, quoteAuthor: 'You' },
  { message: replies.toLong, own: false, quoteAuthor: 'You' },
  { message: replies.toRecalled, own: true, quoteAuthor: 'Mia' },
]);

/**
 * Replies: the quoted message above the reply (who wrote it, how it began, or what it was), on
 * the reply's side. A tap on the quote goes to the original; "Reply" is in every sent message's
 * menu (right-click, long press, or Enter on a focused bubble).
 */
export const Replies: Story = {
  args: { onReply: fn(), onJumpToQuote: fn() },
  render: replyThread,
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole('button', { name: /^In reply to You ?: ?Photo$/ }));
    await expect(args.onJumpToQuote).toHaveBeenCalledWith({ id: messages.ownImage.id });
    const bubble = body.getByRole('button', { name: /Lisbon sounds perfect/ });
    bubble.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await body.findByRole('menuitem', { name: 'Reply' }));
    await expect(args.onReply).toHaveBeenCalledWith({ message: replies.toLong });
  },
};

export const RepliesChinese: Story = {
  args: { labels: labelsZh, onReply: fn(), onJumpToQuote: fn() },
  render: thread([
    { message: replies.toText, own: true, quoteAuthor: '小雨' },
    { message: replies.toImage, own: false, quoteAuthor: '你' },
    { message: replies.toRecalled, own: true, quoteAuthor: '小雨' },
  ]),
  globals: inChinese,
};

export const RepliesMobile: Story = {
  args: { onReply: fn(), onJumpToQuote: fn() },
  render: replyThread,
  globals: onMobile,
};

const reactionThread = thread([
  { message: reacted.both, own: false },
  { message: reacted.mine, own: false },
  { message: reacted.theirs, own: true },
  { message: reacted.two, own: true },
]);

/**
 * Reactions under the bubbles: each emoji given and by whom (the reader's marked); the row of
 * six atop a message's menu gives one, and tapping the reader's own under a bubble takes it back.
 */
export const Reactions: Story = {
  args: { onReact: fn(), onReply: fn(), peerName: 'Mia' },
  render: reactionThread,
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const mineChip = body.getByRole('button', { name: /^Tears of joy: You$/ });
    await expect(mineChip).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(mineChip);
    await expect(args.onReact).toHaveBeenLastCalledWith({ message: reacted.mine, emoji: null });
    await expect(body.getByRole('button', { name: 'Heart 2: You, Mia' })).toBeInTheDocument();
    const bubble = body.getByRole('button', { name: /Lisbon in spring/ });
    bubble.focus();
    await userEvent.keyboard('{Enter}');
    const row = await body.findByRole('group', { name: 'Reactions' });
    await userEvent.click(within(row).getByRole('menuitem', { name: 'Heart' }));
    await expect(args.onReact).toHaveBeenLastCalledWith({
      message: reacted.theirs,
      emoji: 'heart',
    });
  },
};

export const ReactionsChinese: Story = {
  args: { labels: labelsZh, onReact: fn(), peerName: '小雨' },
  render: reactionThread,
  globals: inChinese,
};

export const ReactionsMobile: Story = {
  args: { onReact: fn(), peerName: 'Mia' },
  render: reactionThread,
  globals: onMobile,
};

/** The menu open on a message: the six reactions atop, then Reply. */
export const ReactionMenu: Story = {
  args: { onReact: fn(), onReply: fn(), peerName: 'Mia' },
  render: thread([{ message: reacted.mine, own: false }]),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const bubble = body.getByRole('button', { name: /My cat says hi/ });
    bubble.focus();
    await userEvent.keyboard('{Enter}');
    const row = await body.findByRole('group', { name: 'Reactions' });
    await expect(within(row).getAllByRole('menuitem')).toHaveLength(6);
    await expect(body.getByRole('menuitem', { name: 'Reply' })).toBeVisible();
  },
};

export const LongText: Story = {
  render: thread([
    { message: messages.long, own: false },
    { message: { ...messages.long, id: 'own-long' }, own: true, showReceipt: true },
  ]),
};

export const MemberLevels: Story = {
  render: thread([
    { message: messages.text, own: false, author: { nickname: 'Emma Wilson', vipLevel: 0 } },
    { message: { ...messages.text, id: 'vip' }, own: false, author: miaAuthor },
    {
      message: { ...messages.text, id: 'svip' },
      own: false,
      author: xiaoyuAuthor,
    },
  ]),
};

const chineseThread = thread([
  { message: messagesZh.text, own: false, author: xiaoyuAuthor },
  { message: messagesZh.ownText, own: true, showReceipt: true },
  { message: messagesZh.translated, own: false, author: xiaoyuAuthor },
  { message: messagesZh.gift, own: false, author: xiaoyuAuthor },
  { message: messagesZh.redPacket, own: true, status: 'failed' },
  { message: messagesZh.burn, own: false, author: xiaoyuAuthor },
  { message: messagesZh.recalled, own: false, author: xiaoyuAuthor },
]);

export const Chinese: Story = {
  args: { labels: labelsZh, locale: 'zh-CN' },
  render: chineseThread,
  globals: { ...onDesktop, ...inChinese },
};

const everything = thread([
  { message: messages.text, own: false },
  { message: messages.ownTranslated, own: true, showReceipt: true },
  { message: messages.gift, own: false },
  { message: messages.ownRedPacket, own: true, status: 'sending' },
  { message: messages.burn, own: false },
  { message: messages.ownRecalled, own: true },
  { message: messages.unread, own: true, status: 'failed' },
]);

export const Desktop: Story = { render: everything, globals: onDesktop };

export const Mobile: Story = { render: everything, globals: onMobile };

export const MobileChinese: Story = { ...Chinese, globals: { ...onMobile, ...inChinese } };

export const Dark: Story = { render: everything, globals: { ...onDesktop, ...inDark } };

const flaggedThread = (flagged: ChatBubbleProps['message'], author = miaAuthor) =>
  thread([{ message: flagged, own: false, author }]);

/** A first message the chat service flagged and the sender confirmed: why, and Report. */
export const Flagged: Story = {
  render: flaggedThread(messages.flagged),
  globals: onDesktop,
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(body.getByText('Flagged by Heartline: link, contact details')).toBeVisible();
    await userEvent.click(body.getByRole('button', { name: 'Report' }));
    await expect(args.onReport).toHaveBeenCalledWith({ id: messages.flagged.id });
  },
};

export const FlaggedChinese: Story = {
  args: { labels: labelsZh, locale: 'zh-CN' },
  render: flaggedThread(messagesZh.flagged, xiaoyuAuthor),
  globals: { ...onDesktop, ...inChinese },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(body.getByText('Heartline 提示：链接, 联系方式')).toBeVisible();
    await userEvent.click(body.getByRole('button', { name: '举报' }));
    await expect(args.onReport).toHaveBeenCalledWith({ id: messagesZh.flagged.id });
  },
};

export const FlaggedDark: Story = { ...Flagged, globals: { ...onDesktop, ...inDark } };

export const FlaggedMobile: Story = { ...Flagged, globals: onMobile };

const voiceThread = thread([
  { message: messages.voice, own: false, voice: { playing: true, progress: 0.4 } },
  { message: messages.ownVoice, own: true, showReceipt: true },
]);

/** Voice messages: the peer's playing, 40 % through, and an own one; the button toggles it. */
export const Voice: Story = {
  args: { onToggleVoice: fn() },
  render: voiceThread,
  globals: onDesktop,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Voice message, 12 seconds' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Voice message, 4 seconds' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Pause' }));
    await expect(args.onToggleVoice).toHaveBeenCalledWith({ message: messages.voice });
  },
};

export const VoiceChinese: Story = {
  args: { labels: labelsZh, locale: 'zh-CN', onToggleVoice: fn() },
  render: thread([
    {
      message: messagesZh.voice,
      own: false,
      author: xiaoyuAuthor,
      voice: { playing: true, progress: 0.4 },
    },
    { message: messages.ownVoice, own: true },
  ]),
  globals: { ...onDesktop, ...inChinese },
};

export const VoiceMobile: Story = { ...Voice, globals: onMobile };

export const VoiceDark: Story = { ...Voice, globals: { ...onDesktop, ...inDark } };
