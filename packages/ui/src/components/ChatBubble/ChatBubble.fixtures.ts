// Story data: chat messages between the reader (Emma) and Mia, and the bubble's texts in English
// and Chinese. Times are fixed so screenshots never change.
import { emojiNamesEn, emojiNamesZh } from '../EmojiPicker/EmojiPicker.fixtures';
import { findEmoji } from '../../emoji';
import { sampleMembers, samplePhotos } from '../../private/sampleMembers';
import type { ChatBubbleLabels } from './chatBubbleLabels';
import type { ChatMessage, ChatMessageExt } from './chatMessage';

export const me = 'u100007';
export const peer = sampleMembers.mia.imAccount;
export const start = Date.UTC(2026, 10, 20, 8, 30);

let nextId = 1;
/** A message; `own` ones go from the reader to Mia. */
export function chatMessage(
  own: boolean,
  fields: Partial<Omit<ChatMessage, 'ext'>> & { ext?: Partial<ChatMessageExt> } = {},
): ChatMessage {
  const id = nextId++;
  return {
    id: `m${id}`,
    clientId: null,
    from: own ? me : peer,
    to: own ? peer : me,
    type: 'txt',
    // A custom message's kind is ext.type's.
    customType: (fields.type === 'custom' && fields.ext?.type) || null,
    msg: '',
    url: '',
    time: start + id * 60_000,
    chatType: 'singleChat',
    read: true,
    delivered: true,
    recalled: false,
    ...fields,
    ext: { platform: 'Web', brand: 'Chrome', ...fields.ext },
  };
}

export const giftIcon = findEmoji('rose')?.src ?? '';

/** A voice message's 48 loudness bars: a phrase, a pause, another phrase. */
const waveform = Array.from({ length: 48 }, (_, i) =>
  i > 20 && i < 26
    ? 1
    : Math.round(6 + 22 * Math.abs(Math.sin(i * 0.55)) * (i % 5 === 0 ? 0.6 : 1)),
);

export const messages = {
  text: chatMessage(false, { msg: 'Good morning! Did you sleep well? [smile]' }),
  ownText: chatMessage(true, { msg: 'Like a baby [blush] Coffee later?' }),
  translated: chatMessage(false, {
    msg: '¡Claro! Conozco un café precioso junto al río [heart_eyes]',
    ext: { translation: 'Sure! I know a lovely café by the river [heart_eyes]' },
  }),
  ownTranslated: chatMessage(true, {
    msg: 'Perfect, see you at five [wave]',
    ext: { translation: 'Perfecto, nos vemos a las cinco [wave]' },
  }),
  image: chatMessage(false, { type: 'img', url: samplePhotos[0] }),
  ownImage: chatMessage(true, { type: 'img', url: samplePhotos[3] }),
  gift: chatMessage(false, {
    type: 'custom',
    ext: { type: 'gift', url: giftIcon, note: 'Red rose', amount: 5, quantity: 3 },
  }),
  ownGift: chatMessage(true, {
    type: 'custom',
    ext: { type: 'gift', url: giftIcon, note: 'Red rose', amount: 5, quantity: 1 },
  }),
  redPacket: chatMessage(false, {
    type: 'custom',
    ext: { type: 'redPacket', amount: 50, note: 'Coffee is on me!', recordId: 12 },
  }),
  ownRedPacket: chatMessage(true, {
    type: 'custom',
    ext: { type: 'redPacket', amount: 100, note: '', recordId: 13 },
  }),
  burn: chatMessage(false, { type: 'custom', ext: { type: 'burn', burn_url: samplePhotos[4] } }),
  ownBurn: chatMessage(true, { type: 'custom', ext: { type: 'burn', burn_url: samplePhotos[6] } }),
  voice: chatMessage(false, {
    type: 'custom',
    ext: { type: 'voice', url: '/uploads/voice/100003/a.webm', duration: 12, waveform: waveform },
  }),
  ownVoice: chatMessage(true, {
    type: 'custom',
    ext: {
      type: 'voice',
      url: '/uploads/voice/100001/b.webm',
      duration: 4,
      waveform: waveform.slice(0, 20),
    },
  }),
  recalled: chatMessage(false, { msg: 'Oops', recalled: true }),
  ownRecalled: chatMessage(true, { msg: 'Wrong chat', recalled: true }),
  unread: chatMessage(true, { msg: 'Are you there?', read: false }),
  flagged: chatMessage(false, {
    msg: 'Hi gorgeous, add me on WhatsApp +44 7700 900123 or see my pics at pics.example.com',
    ext: { confirmed: true, flagged: ['link', 'contact'] },
  }),
  long: chatMessage(false, {
    msg: 'I have been thinking about the trip we talked about: three days in Lisbon, the tram up to the castle, pastéis de nata every morning and a fado bar at night [sparkles] What do you think? Supercalifragilisticexpialidociouslylongwordwithoutanyspaces',
  }),
};

/** Replies: each quotes an earlier message (ext.reply), as the chat service keeps the quote. */
export const replies = {
  toText: chatMessage(true, {
    msg: 'Yes! The one by the river [heart_eyes]',
    ext: {
      reply: {
        id: messages.translated.id,
        from: peer,
        type: 'txt',
        msg: '¡Claro! Conozco un café precioso junto al río [heart_eyes]',
      },
    },
  }),
  toImage: chatMessage(false, {
    msg: 'Where was this taken? It looks amazing',
    ext: { reply: { id: messages.ownImage.id, from: me, type: 'img', msg: '' } },
  }),
  toLong: chatMessage(false, {
    msg: 'Lisbon sounds perfect',
    ext: {
      reply: {
        id: messages.long.id,
        from: me,
        type: 'txt',
        msg: messages.long.msg.slice(0, 120),
      },
    },
  }),
  toRecalled: chatMessage(true, {
    msg: 'What did you write?',
    ext: { reply: { id: messages.recalled.id, from: peer, type: 'txt', msg: '' } },
  }),
};

/** Messages the two gave reactions to (one each at most), as history brings them. */
export const reacted = {
  both: chatMessage(false, {
    msg: 'I got the tickets for Saturday! [party]',
    reactions: [{ emoji: 'heart', by: [me, peer] }],
  }),
  mine: chatMessage(false, {
    msg: 'My cat says hi',
    reactions: [{ emoji: 'joy', by: [me] }],
  }),
  theirs: chatMessage(true, {
    msg: 'Lisbon in spring?',
    reactions: [{ emoji: 'fire', by: [peer] }],
  }),
  two: chatMessage(true, {
    msg: 'Sorry I was late [pleading]',
    reactions: [
      { emoji: 'cry', by: [peer] },
      { emoji: 'thumbs_up', by: [me] },
    ],
  }),
};

export const labelsEn: ChatBubbleLabels = {
  image: 'Photo',
  openImage: 'Open photo',
  gift: 'Gift',
  giftQuantity: '× {count}',
  redPacket: 'Red packet',
  redPacketAmount: '{amount} gold coins',
  burnImage: 'Burn after reading',
  tapToView: 'Tap to view',
  imageBurned: 'Image burned',
  voiceMessage: 'Voice message, {seconds} seconds',
  voiceQuote: 'Voice message',
  play: 'Play',
  pause: 'Pause',
  recalledByMe: 'You recalled a message',
  recalledByPeer: 'Mia recalled a message',
  translation: 'Translation',
  read: 'Read',
  unread: 'Unread',
  sending: 'Sending',
  failed: 'Not sent',
  retry: 'Resend',
  recall: 'Recall',
  flaggedBy: 'Flagged by Heartline: {flags}',
  flags: { words: 'wording', link: 'link', contact: 'contact details', repeated: 'sent to many' },
  report: 'Report',
  reply: 'Reply',
  inReplyTo: 'In reply to',
  jumpToQuote: 'Go to the original message',
  recalledQuote: '[Message recalled]',
  reactions: 'Reactions',
  you: 'You',
  emoji: emojiNamesEn,
};

export const labelsZh: ChatBubbleLabels = {
  image: '图片',
  openImage: '查看图片',
  gift: '礼物',
  giftQuantity: '× {count}',
  redPacket: '红包',
  redPacketAmount: '{amount} 金币',
  burnImage: '阅后即焚',
  tapToView: '点击查看',
  imageBurned: '图片已焚毁',
  voiceMessage: '语音消息，{seconds} 秒',
  voiceQuote: '语音消息',
  play: '播放',
  pause: '暂停',
  recalledByMe: '你撤回了一条消息',
  recalledByPeer: '小雨撤回了一条消息',
  translation: '译文',
  read: '已读',
  unread: '未读',
  sending: '发送中',
  failed: '发送失败',
  retry: '重新发送',
  recall: '撤回',
  flaggedBy: 'Heartline 提示：{flags}',
  flags: { words: '敏感用语', link: '链接', contact: '联系方式', repeated: '群发内容' },
  report: '举报',
  reply: '回复',
  inReplyTo: '回复',
  jumpToQuote: '转到原消息',
  recalledQuote: '[消息已撤回]',
  reactions: '表情回应',
  you: '你',
  emoji: emojiNamesZh,
};

export const messagesZh = {
  text: chatMessage(false, { msg: '早上好！昨晚睡得好吗？[smile]' }),
  ownText: chatMessage(true, {
    msg: '睡得很香 [blush] 下午一起喝咖啡吗？',
    ext: { translation: 'Slept like a baby [blush] Coffee this afternoon?' },
  }),
  translated: chatMessage(false, {
    msg: 'Of course! I know a lovely café by the river [heart_eyes]',
    ext: { translation: '当然！我知道河边有一家很美的咖啡馆 [heart_eyes]' },
  }),
  gift: chatMessage(false, {
    type: 'custom',
    ext: { type: 'gift', url: giftIcon, note: '红玫瑰', amount: 5, quantity: 9 },
  }),
  redPacket: chatMessage(true, {
    type: 'custom',
    ext: { type: 'redPacket', amount: 88, note: '恭喜发财，大吉大利', recordId: 14 },
  }),
  burn: chatMessage(false, { type: 'custom', ext: { type: 'burn', burn_url: samplePhotos[7] } }),
  voice: chatMessage(false, {
    type: 'custom',
    ext: { type: 'voice', url: '/uploads/voice/100003/c.webm', duration: 37, waveform: waveform },
  }),
  recalled: chatMessage(false, { msg: '…', recalled: true }),
  flagged: chatMessage(false, {
    msg: '你好美女，加我微信 love8888，看我的照片 pics.example.com',
    ext: { confirmed: true, flagged: ['link', 'contact'] },
  }),
};
