import { useId, type TextareaHTMLAttributes } from 'react';
import { fillLabel } from '../../private/format';
import * as styles from './ProfileForm.css';

type ProfileFormTextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value'> & {
  label: string;
  value: string;
  maxLength: number;
  /** The count, with {count} and {max}. */
  counter: string;
  hint?: string;
};

/** A labelled multi-line field with its character count ("120/1000"). */
export function ProfileFormTextArea({
  label,
  value,
  maxLength,
  counter,
  hint,
  className,
  ...props
}: ProfileFormTextAreaProps) {
  const id = useId();
  const count = value.length;
  return (
    <div className={className ? `${styles.textArea} ${className}` : styles.textArea}>
      <label htmlFor={id} className={styles.textAreaLabel}>
        {label}
      </label>
      <textarea
        id={id}
        className={styles.textAreaInput}
        value={value}
        maxLength={maxLength}
        aria-describedby={`${id}-count${hint ? ` ${id}-hint` : ''}`}
        {...props}
      />
      <div className={styles.textAreaFooter}>
        {hint && (
          <span id={`${id}-hint`} className={styles.textAreaHint}>
            {hint}
          </span>
        )}
        <span id={`${id}-count`} className={styles.textAreaCount} data-full={count >= maxLength}>
          {fillLabel(counter, { count, max: maxLength })}
        </span>
      </div>
    </div>
  );
}
