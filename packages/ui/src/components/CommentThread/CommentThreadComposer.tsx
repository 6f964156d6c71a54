import { useId, type FormEvent } from 'react';
import { Button } from '../../private/Button';
import { fillLabel } from '../../private/format';
import { IconButton } from '../../private/IconButton';
import { CloseIcon } from '../../private/icons';
import { ReplyIcon } from '../../private/icons/socialIcons';
import * as styles from './CommentThreadComposer.css';
import type { CommentThreadProps } from './CommentThread';
import type { CommentThreadLabels } from './labels';

type CommentThreadComposerProps = Pick<
  CommentThreadProps,
  'draft' | 'replyingTo' | 'submitting' | 'onDraftChange' | 'onCancelReply' | 'onSubmit'
> & { labels: CommentThreadLabels; maxLength: number };

/** The box under the thread: a new comment, or a reply to someone (with a way back). */
export function CommentThreadComposer({
  draft,
  replyingTo,
  submitting,
  maxLength,
  labels,
  ...props
}: CommentThreadComposerProps) {
  const id = useId();
  const length = [...draft].length;
  const valid = draft.trim() !== '' && length <= maxLength;
  const label = replyingTo
    ? fillLabel(labels.replyTo, { name: replyingTo.nickname })
    : labels.composer;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid && !submitting)
      props.onSubmit?.({ content: draft, parentId: replyingTo?.commentId ?? null });
  };
  return (
    <form className={styles.composer} onSubmit={submit} aria-busy={submitting || undefined}>
      <div className={styles.composerHead}>
        <label htmlFor={id} className={styles.composerLabel}>
          {replyingTo && <ReplyIcon />}
          {label}
        </label>
        {replyingTo && props.onCancelReply && (
          <IconButton
            label={labels.cancelReply}
            icon={<CloseIcon />}
            size="small"
            onClick={props.onCancelReply}
          />
        )}
      </div>
      <textarea
        id={id}
        className={styles.composerInput}
        value={draft}
        rows={2}
        placeholder={labels.placeholder}
        readOnly={submitting}
        aria-invalid={length > maxLength || undefined}
        aria-describedby={`${id}-counter`}
        onChange={(event) => props.onDraftChange?.({ content: event.currentTarget.value })}
      />
      <div className={styles.composerFoot}>
        <span
          id={`${id}-counter`}
          className={styles.counter}
          data-over={length > maxLength || undefined}
        >
          {fillLabel(labels.counter, { count: length, max: maxLength })}
        </span>
        <Button type="submit" size="small" disabled={!valid} loading={submitting}>
          {labels.send}
        </Button>
      </div>
    </form>
  );
}
