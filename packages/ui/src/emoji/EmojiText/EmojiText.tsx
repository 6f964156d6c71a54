import { Fragment, useMemo, type HTMLAttributes } from 'react';
import { cx } from '../../utils/cx';
import type { EmojiCode } from '../emojiSet';
import { parseEmojiText } from '../parseEmojiText';
import * as styles from './EmojiText.css';

export type EmojiTextProps = Omit<HTMLAttributes<HTMLSpanElement>, 'children'> & {
  /** Message text as typed, with bracketed codes: "See you [smile]". Never HTML. */
  text: string;
  /** Translated names for the emoji images' alt text; the bracketed code otherwise ("[smile]"). */
  labels?: Partial<Record<EmojiCode, string>>;
};

/** Message text with its [codes] drawn as 20 px emoji. Line breaks in the text are kept. */
export function EmojiText({ text, labels, className, ...props }: EmojiTextProps) {
  const parts = useMemo(() => parseEmojiText(text), [text]);
  return (
    <span className={cx(styles.root, className)} {...props}>
      {parts.map((part, index) =>
        part.type === 'text' ? (
          <Fragment key={index}>{part.text}</Fragment>
        ) : (
          <img
            key={index}
            className={styles.emoji}
            src={part.src}
            alt={labels?.[part.code] ?? `[${part.code}]`}
            width={20}
            height={20}
            draggable={false}
          />
        ),
      )}
    </span>
  );
}
