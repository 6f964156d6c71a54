import { EmojiText } from '../../emoji';
import { visuallyHidden } from '../../private/VisuallyHidden/VisuallyHidden.css';
import type { ChatBubbleLabels } from './chatBubbleLabels';
import type { ChatMessageExt } from './chatMessage';
import * as styles from './ChatBubbleQuote.css';

/** A quoted message (openapi MessageReply). */
export type Quote = NonNullable<ChatMessageExt['reply']>;

/** What a quote shows of its message: the start of a text, or what kind of message it was. */
export function quotedText(quote: Quote, labels: ChatBubbleLabels): string {
  if (quote.type === 'txt') return quote.msg || labels.recalledQuote || '';
  if (quote.type === 'img') return labels.image;
  if (quote.customType === 'gift') return labels.gift;
  if (quote.customType === 'redPacket') return labels.redPacket;
  if (quote.customType === 'voice') return labels.voiceQuote;
  return labels.burnImage;
}

/**
 * The message a reply answers, above the reply's bubble: who wrote it and how it began. Tapping
 * it goes to the original (the app loads the history up to it).
 */
export function ChatBubbleQuote({
  quote,
  author,
  side,
  labels,
  onJump,
}: {
  quote: Quote;
  /** The quoted message's sender as the reader knows them ("You", "Mia"). */
  author: string;
  side: 'own' | 'peer';
  labels: ChatBubbleLabels;
  onJump?: (quote: { id: string }) => void;
}) {
  const text = quotedText(quote, labels);
  // Read as "In reply to Mia: how it began"; the words around the name are for screen readers.
  const content = (
    <>
      <span className={styles.author}>
        {labels.inReplyTo && <span className={visuallyHidden}>{labels.inReplyTo} </span>}
        {author}
        <span className={visuallyHidden}>:</span>
      </span>
      <span className={styles.text}>
        <EmojiText text={text} labels={labels.emoji} />
      </span>
    </>
  );
  if (!onJump) {
    return <div className={styles.quote({ side, button: false })}>{content}</div>;
  }
  return (
    <button
      type="button"
      className={styles.quote({ side, button: true })}
      title={labels.jumpToQuote}
      onClick={() => onJump({ id: quote.id })}
    >
      {content}
    </button>
  );
}
