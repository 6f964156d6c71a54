import { findEmoji } from '../../emoji';
import type { ChatBubbleLabels } from './chatBubbleLabels';
import type { MessageReaction, ReactionEmoji } from './chatMessage';
import * as styles from './ChatBubbleReactions.css';

/** The fixed set a member reacts with (openapi ReactionEmoji), in the picker's order. */
export const reactionEmoji: readonly ReactionEmoji[] = [
  'heart',
  'joy',
  'wow',
  'cry',
  'thumbs_up',
  'fire',
];

/** An emoji of the set as its picture (the app's emoji images, the same as in the text). */
export function ReactionPicture({ emoji, size = 20 }: { emoji: ReactionEmoji; size?: number }) {
  const found = findEmoji(emoji);
  if (!found) return null;
  return <img src={found.src} alt="" width={size} height={size} draggable={false} />;
}

/**
 * The reactions under a bubble: each emoji given, with how many gave it; the reader's own is
 * marked, and tapping an emoji gives it (or takes the reader's back).
 */
export function ChatBubbleReactions({
  reactions,
  viewer,
  nameOf,
  side,
  labels,
  onReact,
}: {
  reactions: readonly MessageReaction[];
  /** The reader's account: their reaction is marked. */
  viewer: string;
  /** Who gave a reaction, as the reader knows them ("You", "Mia"). */
  nameOf: (account: string) => string;
  side: 'own' | 'peer';
  labels: ChatBubbleLabels;
  onReact?: (emoji: ReactionEmoji | null) => void;
}) {
  return (
    <ul className={styles.list({ side })} aria-label={labels.reactions}>
      {reactions.map(({ emoji, by }) => {
        const mine = by.includes(viewer);
        const who = by.map(nameOf).join(', ');
        // The count shown (two gave it) is in the name too, as what is seen must be.
        const shownCount = by.length > 1 ? ` ${by.length}` : '';
        const name = `${labels.emoji?.[emoji] ?? emoji}${shownCount}: ${who}`;
        const content = (
          <>
            <ReactionPicture emoji={emoji} size={16} />
            {by.length > 1 && <span className={styles.count}>{by.length}</span>}
          </>
        );
        return (
          <li key={emoji}>
            {onReact ? (
              <button
                type="button"
                className={styles.chip({ mine })}
                aria-label={name}
                aria-pressed={mine}
                title={who}
                onClick={() => onReact(mine ? null : emoji)}
              >
                {content}
              </button>
            ) : (
              <span className={styles.chip({ mine })} role="img" aria-label={name} title={who}>
                {content}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
