/** A custom message's kind (openapi `CustomMessageType`). */
export type CustomMessageType = 'burn' | 'gift' | 'redPacket';

/** What a chat message carries besides its text (openapi `MessageExt`). */
export type ChatMessageExt = {
  /** The text translated for the reader, when the sender paid for a translation. */
  translation?: string;
  translateRecordId?: number;
  /** The custom message's kind (type custom only). */
  type?: CustomMessageType;
  /** The gift's icon (gift messages). */
  url?: string;
  /** The gift's name or the red packet's greeting. */
  note?: string;
  /** The red packet's gold coins, or the gift's price. */
  amount?: number;
  recordId?: number;
  /** How many of the gift were given (gift messages); 1 when absent. */
  quantity?: number;
  /** The burn-after-read image (burn messages). */
  burn_url?: string;
  platform?: string;
  brand?: string;
};

/** A chat message as the chat service carries it (openapi `ChatMessage`). */
export type ChatMessage = {
  /** The chat service's message id. */
  id: string;
  /** The sender's chat account. */
  from: string;
  /** The recipient's chat account. */
  to: string;
  type: 'txt' | 'img' | 'custom';
  /** The text (txt messages). */
  msg: string;
  /** The image's address (img messages). */
  url: string;
  /** Sent at, in ms since the epoch. */
  time: number;
  chatType?: 'singleChat';
  ext: ChatMessageExt;
  /** 1 once the recipient has read it. */
  read: 0 | 1;
  /** The sender took it back. */
  recalled: boolean;
};

/** What a bubble draws for a message. */
export type ChatBubbleKind = 'recalled' | 'text' | 'image' | 'burn' | 'gift' | 'redPacket';

export function bubbleKindOf(message: ChatMessage): ChatBubbleKind {
  if (message.recalled) return 'recalled';
  if (message.type === 'img') return 'image';
  if (message.type === 'custom' && message.ext.type) return message.ext.type;
  return 'text';
}
