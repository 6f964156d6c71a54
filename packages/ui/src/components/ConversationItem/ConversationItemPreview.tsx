import { EmojiText } from '../../emoji';
import type { LastMessage } from './conversation';
import type { ConversationItemLabels } from './conversationItemLabels';
import * as styles from './ConversationItem.css';

const placeholders = {
  img: 'image',
  burn: 'burnImage',
  gift: 'gift',
  redPacket: 'redPacket',
} as const;

/** The newest message in one line: its text with emoji, or a label for a photo, gift or packet. */
export function ConversationItemPreview({
  message,
  labels,
}: {
  message: LastMessage | null;
  labels: ConversationItemLabels;
}) {
  if (!message) {
    return <span className={styles.preview({ placeholder: false })}>{labels.noMessages}</span>;
  }
  const kind = message.type === 'custom' ? message.customType : message.type;
  const placeholder = kind && kind !== 'txt' ? placeholders[kind] : undefined;
  if (placeholder) {
    return <span className={styles.preview({ placeholder: true })}>{labels[placeholder]}</span>;
  }
  return (
    <EmojiText
      className={styles.preview({ placeholder: false })}
      text={message.msg.replace(/\s+/g, ' ')}
      labels={labels.emoji}
    />
  );
}
