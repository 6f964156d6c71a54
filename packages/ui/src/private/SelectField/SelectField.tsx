import { Select } from 'radix-ui';
import { useId, type ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { CheckIcon, ChevronDownIcon } from '../icons';
import { Spinner } from '../Spinner';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css';
import * as styles from './SelectField.css';

export type SelectOption = {
  /** Identifies the option; never empty (an empty value means "nothing chosen"). */
  value: string;
  /** The option's text, translated; also what typing a letter jumps to. */
  label: string;
  /** A picture before the text (a flag, an avatar). */
  icon?: ReactNode;
  /** The option cannot be chosen. */
  disabled?: boolean;
  /** The language the label is written in, when not the page's (a language's own name). */
  lang?: string;
};

export type SelectFieldProps = {
  /** The field's label, translated; always the accessible name. */
  label: string;
  /** Keep the label for screen readers only (the top bar's language pill). */
  hideLabel?: boolean;
  /** The choices, in order. */
  options: SelectOption[];
  /** The chosen value, controlled; '' shows the placeholder. */
  value?: string;
  /** The value chosen at first, when not controlled. */
  defaultValue?: string;
  /** Called with the value the user chose. */
  onValueChange?: (change: { value: string }) => void;
  /** Shown while nothing is chosen, translated ("Choose a region"). */
  placeholder?: string;
  /** Help under the field. */
  hint?: ReactNode;
  /** An error under the field; marks it invalid. */
  error?: ReactNode;
  /** field: a form field like TextField; pill: a compact rounded button (the top bar). */
  appearance?: 'field' | 'pill';
  /** An icon at the start of the trigger (a globe). */
  icon?: ReactNode;
  /** A change is being saved: a spinner replaces the chevron and the field is disabled. */
  pending?: boolean;
  disabled?: boolean;
  required?: boolean;
  /** Called when the trigger loses focus (forms mark the field as visited). */
  onBlur?: () => void;
  /** The form field name (Radix keeps a hidden native select for forms). */
  name?: string;
  /** On the root element. */
  className?: string;
};

/** A labelled choice from a list, on Radix Select: keyboard, typeahead and portal included. */
export function SelectField({
  label,
  hideLabel = false,
  options,
  value,
  defaultValue,
  onValueChange,
  placeholder,
  hint,
  error,
  appearance = 'field',
  icon,
  pending = false,
  disabled,
  required,
  onBlur,
  name,
  className,
}: SelectFieldProps) {
  const id = useId();
  const describedBy = [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ');
  return (
    <div className={cx(styles.root, className)}>
      <label
        id={`${id}-label`}
        htmlFor={`${id}-trigger`}
        className={hideLabel ? visuallyHidden : styles.label}
      >
        {label}
      </label>
      <Select.Root
        value={value}
        defaultValue={defaultValue}
        onValueChange={onValueChange && ((next) => onValueChange({ value: next }))}
        disabled={disabled || pending}
        required={required}
        name={name}
      >
        <Select.Trigger
          id={`${id}-trigger`}
          aria-labelledby={`${id}-label`}
          aria-describedby={describedBy || undefined}
          aria-invalid={error ? true : undefined}
          aria-busy={pending || undefined}
          className={styles.trigger({ appearance })}
          onBlur={onBlur}
        >
          {icon && <span className={styles.icon}>{icon}</span>}
          <span className={styles.value}>
            <Select.Value placeholder={placeholder} />
          </span>
          <Select.Icon className={styles.chevron}>
            {pending ? <Spinner size="small" /> : <ChevronDownIcon />}
          </Select.Icon>
        </Select.Trigger>
        <Select.Portal>
          <Select.Content position="popper" sideOffset={6} className={styles.content}>
            <Select.Viewport className={styles.viewport}>
              {options.map((option) => (
                <Select.Item
                  key={option.value}
                  value={option.value}
                  textValue={option.label}
                  disabled={option.disabled}
                  lang={option.lang}
                  className={styles.item}
                >
                  {option.icon && <span className={styles.icon}>{option.icon}</span>}
                  <Select.ItemText>{option.label}</Select.ItemText>
                  <Select.ItemIndicator className={styles.indicator}>
                    <CheckIcon />
                  </Select.ItemIndicator>
                </Select.Item>
              ))}
            </Select.Viewport>
          </Select.Content>
        </Select.Portal>
      </Select.Root>
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
    </div>
  );
}
