// Story data: the message box's texts and the dialogue languages, in English and Chinese.
import type { MessageInputLabels } from './messageInputLabels';
import type { TranslationLanguage } from './MessageInputToolbar';

export const labelsEn: MessageInputLabels = {
  message: 'Message',
  placeholder: 'Write a message…',
  emoji: 'Emoji',
  image: 'Send a photo',
  redPacket: 'Send a red packet',
  gift: 'Send a gift',
  send: 'Send',
  translation: 'Translate my messages into',
  noTranslation: 'No translation',
  counter: '{count}/{max}',
  counterDescription: '{count} of {max} characters',
  replyingTo: 'Replying to {name}',
  cancelReply: 'Cancel reply',
};

export const labelsZh: MessageInputLabels = {
  message: '消息',
  placeholder: '输入消息…',
  emoji: '表情',
  image: '发送图片',
  redPacket: '发红包',
  gift: '送礼物',
  send: '发送',
  translation: '将我的消息翻译成',
  noTranslation: '不翻译',
  counter: '{count}/{max}',
  counterDescription: '已输入 {count} 字，最多 {max} 字',
  replyingTo: '回复 {name}',
  cancelReply: '取消回复',
};

export const languagesEn: TranslationLanguage[] = [
  { code: 'en', name: 'English' },
  { code: 'es', name: 'Spanish' },
  { code: 'de', name: 'German' },
  { code: 'ru', name: 'Russian' },
  { code: 'ja', name: 'Japanese' },
  { code: 'ko', name: 'Korean' },
  { code: 'zh', name: 'Chinese' },
];

export const languagesZh: TranslationLanguage[] = [
  { code: 'en', name: '英语' },
  { code: 'es', name: '西班牙语' },
  { code: 'de', name: '德语' },
  { code: 'ru', name: '俄语' },
  { code: 'ja', name: '日语' },
  { code: 'ko', name: '韩语' },
  { code: 'zh', name: '中文' },
];
