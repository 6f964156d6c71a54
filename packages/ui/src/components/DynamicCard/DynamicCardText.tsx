import { useId, useState } from 'react';
import { EmojiText } from '../../emoji';
import * as styles from './DynamicCardText.css';

type DynamicCardTextProps = { content: string; showMore: string; showLess: string };

/** Long texts fold to four lines. */
function isLong(content: string) {
  return content.length > 160 || content.split('\n').length > 4;
}

/** The share content, folded behind "Show more" when long. */
export function DynamicCardText({ content, showMore, showLess }: DynamicCardTextProps) {
  const textId = useId();
  const [expanded, setExpanded] = useState(false);
  const long = isLong(content);
  return (
    <div className={styles.text}>
      <p id={textId} className={styles.content({ clamped: long && !expanded })}>
        <EmojiText text={content} />
      </p>
      {long && (
        <button
          type="button"
          className={styles.showMore}
          aria-expanded={expanded}
          aria-controls={textId}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? showLess : showMore}
        </button>
      )}
    </div>
  );
}
