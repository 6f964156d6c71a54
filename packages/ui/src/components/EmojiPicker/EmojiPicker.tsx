import { Popover } from 'radix-ui';
import { useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { emojiSet, type EmojiCode } from '../../emoji';
import { IconButton } from '../../private/IconButton';
import { SmileIcon } from '../../private/icons/chatIcons';
import * as styles from './EmojiPicker.css';
import { emojiColumns } from './emojiColumns';

export type EmojiPickerProps = {
  /** The button's and the grid's name, translated ("Emoji"). */
  label: string;
  /** Called with the picked emoji's code ("smile" for [smile]). */
  onPick: (pick: { code: EmojiCode }) => void;
  /** Translated names of the emoji, read by screen readers; the bracketed code otherwise. */
  labels?: Partial<Record<EmojiCode, string>>;
  /** Where focus goes after a pick (the message box); the button otherwise. */
  focusAfterPick?: RefObject<HTMLElement | null>;
  /** The button cannot be used (the chat is reconnecting). */
  disabled?: boolean;
  /** Starts open (stories). */
  defaultOpen?: boolean;
  /** Which side of the button the grid opens on. */
  side?: 'top' | 'bottom';
  /** On the button. */
  className?: string;
};

const moves: Record<string, (index: number) => number> = {
  ArrowRight: (index) => index + 1,
  ArrowLeft: (index) => index - 1,
  ArrowDown: (index) => index + emojiColumns,
  ArrowUp: (index) => index - emojiColumns,
  Home: () => 0,
  End: () => emojiSet.length - 1,
};

/** The chat's bracketed emoji as a grid of 20 px images in a popover; arrow keys move between them. */
export function EmojiPicker({
  label,
  onPick,
  labels,
  focusAfterPick,
  disabled,
  defaultOpen = false,
  side = 'top',
  className,
}: EmojiPickerProps) {
  const [open, setOpen] = useState(defaultOpen);
  const [active, setActive] = useState(0);
  const picked = useRef(false);
  const grid = useRef<HTMLDivElement>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    const next = Math.min(Math.max(move(active), 0), emojiSet.length - 1);
    setActive(next);
    grid.current?.querySelectorAll('button')[next]?.focus();
  };

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <IconButton label={label} icon={<SmileIcon />} disabled={disabled} className={className} />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          className={styles.content}
          aria-label={label}
          side={side}
          align="start"
          sideOffset={8}
          collisionPadding={8}
          onCloseAutoFocus={(event) => {
            if (picked.current && focusAfterPick?.current) {
              event.preventDefault();
              focusAfterPick.current.focus();
            }
            picked.current = false;
          }}
        >
          <div ref={grid} role="group" aria-label={label} className={styles.grid}>
            {emojiSet.map((emoji, index) => (
              <button
                key={emoji.code}
                type="button"
                className={styles.emoji}
                tabIndex={index === active ? 0 : -1}
                aria-label={labels?.[emoji.code] ?? `[${emoji.code}]`}
                onFocus={() => setActive(index)}
                onKeyDown={onKeyDown}
                onClick={() => {
                  picked.current = true;
                  onPick({ code: emoji.code });
                  setOpen(false);
                }}
              >
                <img src={emoji.src} alt="" width={20} height={20} draggable={false} />
              </button>
            ))}
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
