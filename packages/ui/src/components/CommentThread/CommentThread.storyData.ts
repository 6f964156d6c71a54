// Story data: labels in English and Chinese, and the sample content the stories share.
import { sampleMembers } from '../../private/sampleMembers';
import type { ThreadComment } from './CommentThread';
import type { CommentThreadLabels } from './labels';

export const labels: CommentThreadLabels = {
  title: 'Comments',
  repliedTo: 'replied to',
  reply: 'Reply',
  delete: 'Delete',
  translate: 'Translate',
  translation: 'Translation',
  loadMore: 'Load more comments',
  loading: 'Loading comments',
  emptyTitle: 'No comments yet',
  emptyDescription: 'Say something nice and start the conversation.',
  composer: 'Write a comment',
  placeholder: 'Be kind, be curious',
  replyTo: 'Reply to {name}',
  cancelReply: 'Cancel reply',
  send: 'Send',
  counter: '{count}/{max}',
};

export const chineseLabels: CommentThreadLabels = {
  title: '评论',
  repliedTo: '回复',
  reply: '回复',
  delete: '删除',
  translate: '翻译',
  translation: '译文',
  loadMore: '加载更多评论',
  loading: '正在加载评论',
  emptyTitle: '还没有评论',
  emptyDescription: '说点什么，开启话题吧。',
  composer: '写评论',
  placeholder: '友善发言，真诚交流',
  replyTo: '回复 {name}',
  cancelReply: '取消回复',
  send: '发送',
  counter: '{count}/{max}',
};

export const { mia, lucas, xiaoyu, oleg } = sampleMembers;

export const comments: ThreadComment[] = [
  {
    id: 11,
    user: lucas,
    replyTo: null,
    content: 'That light is unreal! Which beach is this?',
    createTime: '2026-11-20T19:02:00.000Z',
    replies: [
      {
        id: 12,
        user: mia,
        replyTo: null,
        content: 'Malvarrosa, right in Valencia [smile]',
        createTime: '2026-11-20T19:10:00.000Z',
      },
      {
        id: 13,
        user: lucas,
        replyTo: mia,
        content: 'Adding it to my list for spring.',
        createTime: '2026-11-20T19:14:00.000Z',
      },
    ],
  },
  {
    id: 14,
    user: xiaoyu,
    replyTo: null,
    content: '好美的日落！下次去西班牙一定要去看看 [heart_eyes]',
    translation: 'What a beautiful sunset! I must go see it next time I visit Spain [heart_eyes]',
    createTime: '2026-11-20T20:31:00.000Z',
    replies: [],
  },
  {
    id: 15,
    user: oleg,
    replyTo: null,
    content: 'Красиво! У нас сейчас минус двадцать.',
    createTime: '2026-11-21T06:05:00.000Z',
    replies: [],
  },
];
