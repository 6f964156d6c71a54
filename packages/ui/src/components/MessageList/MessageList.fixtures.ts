// Story data: histories of any length between the reader (Emma) and Mia, with a time separator
// every few messages, and the list's texts in English and Chinese.
import { formatShortTime } from '../../private/format';
import { sampleMembers, samplePhotos } from '../../private/sampleMembers';
import {
  chatMessage,
  giftIcon,
  labelsEn as bubbleEn,
  labelsZh as bubbleZh,
} from '../ChatBubble/ChatBubble.fixtures';
import type { ChatMessage } from '../ChatBubble';
import type { MessageListItem, MessageListLabels } from './MessageList';

const { mia, xiaoyu } = sampleMembers;
export const miaAuthor = { nickname: mia.nickname, avatar: mia.avatar, vipLevel: mia.vipLevel };
const xiaoyuAuthor = {
  nickname: xiaoyu.nickname,
  avatar: xiaoyu.avatar,
  vipLevel: xiaoyu.vipLevel,
};

const textsEn = [
  'Good morning! Did you sleep well? [smile]',
  'Like a baby [blush] Coffee later?',
  'Sure! I know a lovely café by the river [heart_eyes]',
  'Perfect, see you at five [wave]',
  'I have been thinking about the trip we talked about: three days in Lisbon, the tram up to the castle and a fado bar at night [sparkles]',
  'Haha yes [joy]',
  'Send me a photo of the sunset?',
];
const textsZh = [
  '早上好！昨晚睡得好吗？[smile]',
  '睡得很香 [blush] 下午一起喝咖啡吗？',
  '好呀！我知道河边有一家很美的咖啡馆 [heart_eyes]',
  '那就五点见 [wave]',
  '我一直在想我们说过的旅行：在里斯本待三天，坐电车上城堡，晚上去听法朵 [sparkles]',
];

const start = Date.UTC(2026, 10, 20, 8, 0);

/** The i-th message of an endless chat: mostly text, now and then a photo, gift or red packet. */
function nth(index: number, texts: string[]): { message: ChatMessage; own: boolean } {
  const own = index % 3 === 1;
  const time = start + index * 90_000;
  const base = { id: `h${index}`, time };
  if (index % 17 === 5)
    return {
      own,
      message: chatMessage(own, {
        ...base,
        type: 'img',
        url: samplePhotos[index % samplePhotos.length],
      }),
    };
  if (index % 29 === 11)
    return {
      own,
      message: chatMessage(own, {
        ...base,
        type: 'custom',
        ext: { type: 'gift', url: giftIcon, note: 'Red rose', quantity: 1 + (index % 5) },
      }),
    };
  if (index % 41 === 20)
    return {
      own,
      message: chatMessage(own, {
        ...base,
        type: 'custom',
        ext: { type: 'redPacket', amount: 10 + (index % 90), note: '' },
      }),
    };
  return { own, message: chatMessage(own, { ...base, msg: texts[index % texts.length] ?? '' }) };
}

/** `count` messages ending now, with a time separator before every 8th, oldest first. */
export function history(count: number, { from = 0, chinese = false } = {}): MessageListItem[] {
  const items: MessageListItem[] = [];
  for (let index = from; index < from + count; index++) {
    const { message, own } = nth(index, chinese ? textsZh : textsEn);
    if (index % 8 === 0) {
      items.push({
        kind: 'time',
        key: `t${index}`,
        label: formatShortTime(new Date(message.time).toISOString(), { timeZone: 'UTC' }),
      });
    }
    items.push({
      kind: 'message',
      key: message.id,
      bubble: {
        message,
        own,
        author: own ? undefined : chinese ? xiaoyuAuthor : miaAuthor,
        showReceipt: own,
      },
    });
  }
  return items;
}

export const labelsEn: MessageListLabels = {
  messages: 'Messages with Mia',
  loadingOlder: 'Loading earlier messages',
  jumpToLatest: 'Latest messages',
  emptyTitle: 'Say hello to Mia',
  emptyDescription: 'Your first message to a new friend costs 1 gold coin. Friends chat for free.',
  bubble: bubbleEn,
};

export const labelsZh: MessageListLabels = {
  messages: '与小雨的聊天记录',
  loadingOlder: '正在加载更早的消息',
  jumpToLatest: '最新消息',
  emptyTitle: '和小雨打个招呼吧',
  emptyDescription: '给新朋友发送第一条消息需要 1 金币，好友之间聊天免费。',
  bubble: bubbleZh,
};
