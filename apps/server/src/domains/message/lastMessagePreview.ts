/**
 * The newest message of a conversation as the list shows it (openapi LastMessage): the text
 * itself, or a placeholder in the caller's language for what is not text.
 */
import type { components } from '@heartline/sdk/schema';
import type { ChatCustomType, ChatMessageType } from '../../db/schema/chat.ts';
import type { Language } from '../../i18n/languages.ts';
import { toMessageId } from '../chat/messageIds.ts';

type LastMessage = components['schemas']['LastMessage'];
type Placeholder = 'img' | ChatCustomType | 'recalled';

const placeholders: Record<Placeholder, Record<Language, string>> = {
  img: {
    'zh-CN': '[图片]',
    'zh-TW': '[圖片]',
    en: '[Image]',
    de: '[Bild]',
    ru: '[Изображение]',
    ko: '[사진]',
    ja: '[画像]',
    es: '[Imagen]',
  },
  gift: {
    'zh-CN': '[礼物]',
    'zh-TW': '[禮物]',
    en: '[Gift]',
    de: '[Geschenk]',
    ru: '[Подарок]',
    ko: '[선물]',
    ja: '[ギフト]',
    es: '[Regalo]',
  },
  redPacket: {
    'zh-CN': '[红包]',
    'zh-TW': '[紅包]',
    en: '[Red packet]',
    de: '[Roter Umschlag]',
    ru: '[Красный конверт]',
    ko: '[홍바오]',
    ja: '[お年玉]',
    es: '[Sobre rojo]',
  },
  burn: {
    'zh-CN': '[阅后即焚图片]',
    'zh-TW': '[閱後即焚圖片]',
    en: '[Burn-after-read image]',
    de: '[Selbstlöschendes Bild]',
    ru: '[Исчезающее фото]',
    ko: '[읽으면 사라지는 사진]',
    ja: '[既読で消える画像]',
    es: '[Imagen efímera]',
  },
  voice: {
    'zh-CN': '[语音消息]',
    'zh-TW': '[語音訊息]',
    en: '[Voice message]',
    de: '[Sprachnachricht]',
    ru: '[Голосовое сообщение]',
    ko: '[음성 메시지]',
    ja: '[ボイスメッセージ]',
    es: '[Mensaje de voz]',
  },
  recalled: {
    'zh-CN': '[消息已撤回]',
    'zh-TW': '[訊息已收回]',
    en: '[Message recalled]',
    de: '[Nachricht zurückgezogen]',
    ru: '[Сообщение отозвано]',
    ko: '[회수된 메시지]',
    ja: '[送信取り消し]',
    es: '[Mensaje retirado]',
  },
};

export interface PreviewedMessage {
  id: number;
  type: ChatMessageType;
  custom_type: ChatCustomType | null;
  msg: string;
  created_at: Date;
  recalled_at: Date | null;
}

export function lastMessagePreview(m: PreviewedMessage, language: Language): LastMessage {
  const shown: Placeholder | null = m.recalled_at
    ? 'recalled'
    : m.type === 'custom'
      ? m.custom_type
      : m.type === 'img'
        ? 'img'
        : null;
  return {
    id: toMessageId(m.id),
    msg: shown ? placeholders[shown][language] : m.msg,
    type: m.type,
    ...(m.custom_type ? { customType: m.custom_type } : {}),
    time: m.created_at.getTime(),
    lastTime: m.created_at.toISOString(),
  };
}
