import { EmojiText } from '../../emoji';
import type { LastMessage } from './conversation';
import type { ConversationItemLabels } from './conversationItemLabels';
import * as styles from './ConversationItem.css';

const placeholders = {
  img: 'image',
  burn: 'burnImage',
  gift: 'gift',
  redPacket: 'redPacket',
  voice: 'voice',
} as const;

const oneLine = (text: string) => text.trim().replace(/\s+/g, ' ');

/**
 * The newest message in one line: its text with emoji, or a label for a photo, gift or packet.
 * An unsent draft takes its place, marked as one; while the peer types, "typing…" does.
 */
export function ConversationItemPreview({
  message,
  draft,
  typing = false,
  labels,
}: {
  message: LastMessage | null;
  draft?: string;
  typing?: boolean;
  labels: ConversationItemLabels;
}) {
  if (typing && labels.typing) {
    return <span className={styles.preview({ placeholder: true })}>{labels.typing}</span>;
  }
  if (draft?.trim() && labels.draft) {
    return (
      <span className={styles.preview({ placeholder: false })}>
        <span className={styles.draftTag}>{labels.draft}</span>{' '}
        <EmojiText text={oneLine(draft)} labels={labels.emoji} />
      </span>
    );
  }
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
