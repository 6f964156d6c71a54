import { useEffect, useRef, useState, type HTMLAttributes, type KeyboardEvent } from 'react';
import { EditIcon } from '../../private/icons/layoutIcons';
import { Spinner } from '../../private/Spinner';
import { visuallyHidden } from '../../private/VisuallyHidden/VisuallyHidden.css';
import { cx } from '../../utils/cx';
import * as styles from './RemarkName.css';

/** The longest remark name (product spec, section 5: names are 50 characters at most). */
export const maxRemarkLength = 50;

export type RemarkNameLabels = {
  /** Read after the name on the button ("Edit remark name"). */
  edit: string;
  /** The text box's name ("Remark name"). */
  field: string;
  /** Said while the new name is saved ("Saving"). */
  saving: string;
};

export type RemarkNameProps = Omit<HTMLAttributes<HTMLSpanElement>, 'children'> & {
  /** The remark the reader gave this friend (`friendRemarkName`); null shows the nickname. */
  remarkName: string | null;
  /** The friend's own nickname, shown when there is no remark. */
  nickname: string;
  /** Saves the new remark ('' clears it). A rejected promise puts the previous name back. */
  onSave: (change: { value: string }) => Promise<unknown> | void;
  /** Every text, translated. */
  labels: RemarkNameLabels;
  /** The name cannot be edited. */
  disabled?: boolean;
};

/** A friend's name that the reader can rename in place: click or Enter, type, Enter or leave. */
export function RemarkName({
  remarkName,
  nickname,
  onSave,
  labels,
  disabled = false,
  className,
  ...props
}: RemarkNameProps) {
  const [saved, setSaved] = useState(remarkName ?? '');
  const [pending, setPending] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState('');
  const button = useRef<HTMLButtonElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const done = useRef(false);
  useEffect(() => {
    if (editing) input.current?.focus();
  }, [editing]);
  // A new remark from the owner (saved elsewhere, or the answer of onSave) replaces ours.
  const [given, setGiven] = useState(remarkName);
  if (remarkName !== given) {
    setGiven(remarkName);
    setSaved(remarkName ?? '');
  }

  const start = () => {
    done.current = false;
    setDraft(pending ?? saved);
    setEditing(true);
  };

  const finish = (save: boolean, { refocus }: { refocus: boolean }) => {
    if (done.current) return;
    done.current = true;
    setEditing(false);
    if (refocus) requestAnimationFrame(() => button.current?.focus());
    const value = draft.trim();
    if (!save || value === saved) return;
    setPending(value);
    Promise.resolve()
      .then(() => onSave({ value }))
      .then(
        () => setSaved(value),
        () => {}, // The owner tells the reader why; the name simply stays as it was.
      )
      .finally(() => setPending(null));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && !event.nativeEvent.isComposing) finish(true, { refocus: true });
    if (event.key === 'Escape') {
      event.stopPropagation();
      finish(false, { refocus: true });
    }
  };

  const shown = (pending ?? saved) || nickname;
  return (
    <span
      className={cx(styles.root, className)}
      aria-busy={pending !== null || undefined}
      {...props}
    >
      {editing ? (
        <span className={styles.field}>
          <input
            className={styles.input}
            aria-label={labels.field}
            value={draft}
            placeholder={nickname}
            maxLength={maxRemarkLength}
            ref={input}
            onFocus={(event) => event.currentTarget.select()}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={onKeyDown}
            onBlur={() => finish(true, { refocus: false })}
          />
          <span className={styles.count} aria-hidden="true">
            {draft.length}/{maxRemarkLength}
          </span>
        </span>
      ) : (
        <button
          ref={button}
          type="button"
          className={styles.name}
          disabled={disabled}
          // Still focusable while saving, so focus stays on the name after Enter.
          aria-disabled={pending !== null || undefined}
          onClick={pending === null ? start : undefined}
        >
          <span className={styles.text}>{shown}</span>
          {pending !== null ? (
            <Spinner size="small" label={labels.saving} className={styles.icon} />
          ) : (
            <EditIcon className={styles.icon} />
          )}
          <span className={visuallyHidden}>{labels.edit}</span>
        </button>
      )}
    </span>
  );
}
