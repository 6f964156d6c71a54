import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { cx } from '../../utils/cx';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css';
import * as styles from './TextField.css';

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> & {
  /** The field's label, translated. Always given; hide it only where the context says it. */
  label: string;
  /** Keep the label for screen readers but do not show it (a search box with an icon). */
  hideLabel?: boolean;
  /** Help under the field. */
  hint?: ReactNode;
  /** An error under the field; marks the input invalid. */
  error?: ReactNode;
  /** Content before the input, such as an icon. */
  startAdornment?: ReactNode;
  /** Content after the input, such as a unit or an icon button. */
  endAdornment?: ReactNode;
  /** Forwarded to the input element. */
  ref?: Ref<HTMLInputElement>;
};

/** A labelled single-line input with hint and error. Leftover props go to the <input>. */
export function TextField({
  label,
  hideLabel = false,
  hint,
  error,
  startAdornment,
  endAdornment,
  className,
  id,
  disabled,
  ...props
}: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;

  return (
    <div className={cx(styles.root, className)}>
      <label htmlFor={inputId} className={hideLabel ? visuallyHidden : styles.label}>
        {label}
      </label>
      <div className={styles.field} data-invalid={Boolean(error)} data-disabled={Boolean(disabled)}>
        {startAdornment && <span className={styles.adornment}>{startAdornment}</span>}
        <input
          id={inputId}
          className={styles.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          disabled={disabled}
          {...props}
        />
        {endAdornment && <span className={styles.adornment}>{endAdornment}</span>}
      </div>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
    </div>
  );
}
