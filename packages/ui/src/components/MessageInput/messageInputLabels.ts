/** Every text of the message box, translated. */
export type MessageInputLabels = {
  /** The text box's name ("Message"). */
  message: string;
  /** Shown in the empty box ("Write a message…"). */
  placeholder?: string;
  /** The buttons' names ("Emoji", "Send a photo", "Send a red packet", "Send a gift", "Send"). */
  emoji: string;
  image: string;
  redPacket: string;
  gift: string;
  send: string;
  /** The translation selector's name ("Translate my messages into"). */
  translation: string;
  /** The selector's first option ("No translation"). */
  noTranslation: string;
  /** The counter, with `{count}` and `{max}` ("{count}/{max}"). */
  counter: string;
  /** Said by screen readers about the counter ("{count} of {max} characters"). */
  counterDescription: string;
  /** The bar above the box while answering a message ("Replying to {name}"), and its close button. */
  replyingTo?: string;
  cancelReply?: string;
};

/** The longest message (product spec, section 5). */
export const maxMessageLength = 1000;

/** The photo types the chat accepts (product spec, section 5). */
export const imageTypes = ['image/jpeg', 'image/png', 'image/gif'];
