import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { inChinese, inDark, onDesktop, onMobile } from '../../private/stories';
import { CommentThread, type CommentThreadProps } from './CommentThread';
import { chineseLabels, comments, labels, lucas, mia, xiaoyu } from './CommentThread.storyData';

const meta = {
  title: 'Components/CommentThread',
  component: CommentThread,
  args: {
    comments,
    currentUserId: mia.id,
    labels,
    timeZone: 'UTC',
    draft: '',
    replyingTo: null,
    hasMore: true,
    onDraftChange: fn(),
    onReply: fn(),
    onCancelReply: fn(),
    onSubmit: fn(),
    onDelete: fn(),
    onTranslate: fn(),
    onLoadMore: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CommentThread>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The thread with its draft and reply target held like the app would. */
function Thread(args: CommentThreadProps) {
  const [draft, setDraft] = useState(args.draft);
  const [replyingTo, setReplyingTo] = useState(args.replyingTo);
  return (
    <CommentThread
      {...args}
      draft={draft}
      replyingTo={replyingTo}
      onDraftChange={(change) => (args.onDraftChange?.(change), setDraft(change.content))}
      onReply={(target) => (args.onReply?.(target), setReplyingTo(target))}
      onCancelReply={() => (args.onCancelReply?.(), setReplyingTo(null))}
    />
  );
}

/** Reply to Lucas, cancel, reply again and send; translate others' words and delete my own. */
export const Default: Story = {
  render: (args) => <Thread {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getAllByRole('button', { name: 'Reply to Lucas Becker' })[0] as HTMLElement,
    );
    await expect(args.onReply).toHaveBeenCalledWith({ commentId: 11, nickname: 'Lucas Becker' });
    await expect(canvas.getByRole('textbox', { name: 'Reply to Lucas Becker' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel reply' }));
    await expect(canvas.getByRole('textbox', { name: 'Write a comment' })).toBeVisible();
    await userEvent.click(
      canvas.getAllByRole('button', { name: 'Reply to Lucas Becker' })[0] as HTMLElement,
    );
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Reply to Lucas Becker' }),
      'Come in April!',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ content: 'Come in April!', parentId: 11 });
    // Mia is the viewer: her reply can be deleted, not translated; Lucas's and Oleg's can be.
    const mine = canvas.getByRole('article', { name: mia.nickname });
    await expect(within(mine).queryByRole('button', { name: 'Translate' })).toBeNull();
    await expect(canvas.getAllByRole('button', { name: 'Translate' })).toHaveLength(3);
    await userEvent.click(canvas.getAllByRole('button', { name: 'Translate' })[0] as HTMLElement);
    await expect(args.onTranslate).toHaveBeenCalledWith({ commentId: 11 });
    await userEvent.click(within(mine).getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledWith({ commentId: 12 });
  },
};

export const Playground: Story = {};

export const Replying: Story = {
  args: {
    replyingTo: { commentId: 13, nickname: 'Lucas Becker' },
    draft: 'Spring is perfect, not too hot [sparkles]',
  },
};

export const Translating: Story = { args: { translatingIds: [15] } };

export const Sending: Story = { args: { draft: 'Wish I was there!', submitting: true } };

export const LoadingMore: Story = { args: { loadingMore: true } };

export const Loading: Story = {
  args: { loading: true, comments: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading comments');
  },
};

export const Empty: Story = { args: { comments: [], hasMore: false } };

export const TooLong: Story = { args: { draft: 'Beautiful! '.repeat(92), hasMore: false } };

export const LongText: Story = {
  args: {
    hasMore: false,
    comments: [
      {
        ...comments[0]!,
        user: { ...lucas, nickname: 'Lucas Alexander Becker-Hoffmann von Stein' },
        content:
          'That light is unreal! I have been trying to catch a sunset like this for three summers in a row on the Baltic coast and every single time the clouds rolled in at the last minute. Which beach is this, and what time did you shoot it? Also: is the paella invitation open to people who cannot cook at all but will happily wash the dishes?',
      },
    ],
  },
};

export const Chinese: Story = {
  args: {
    labels: chineseLabels,
    currentUserId: xiaoyu.id,
    comments: [
      {
        ...comments[1]!,
        translation: undefined,
        replies: [
          {
            id: 21,
            user: mia,
            replyTo: null,
            content: '欢迎来瓦伦西亚！我带你去吃海鲜饭 [yum]',
            createTime: '2026-11-20T21:00:00.000Z',
          },
        ],
      },
      { ...comments[0]!, translation: '光线太美了！这是哪个海滩？', replies: [] },
    ],
  },
  globals: inChinese,
};

export const Desktop: Story = { globals: onDesktop };

export const Mobile: Story = {
  globals: onMobile,
  args: { replyingTo: { commentId: 11, nickname: 'Lucas Becker' } },
};

export const MobileChinese: Story = { ...Chinese, globals: { ...onMobile, ...inChinese } };

export const Dark: Story = { globals: inDark, args: { translatingIds: [15] } };
