import { useId, useState } from 'react';
import { cx } from '../../utils/cx';
import { hobbyLimits } from '../forms';
import { CheckIcon, PlusIcon } from '../icons';
import * as styles from './HobbyPicker.css';

/** A hobby of /system/hobby: its id (used in the comma-separated `hobby` field) and its name. */
export type Hobby = { id: number; name: string };

export type HobbyPickerProps = {
  /** The question, translated ("Your hobbies"); the group's accessible name. */
  label: string;
  /** The hobbies to choose from, names translated. */
  hobbies: Hobby[];
  /** The chosen hobby ids, in the order chosen. */
  value: number[];
  /** Called with the new choice. */
  onChange: (change: { value: number[] }) => void;
  /** Help under the label, translated ("Choose 1 to 3"). */
  hint?: string;
  /** The form's error (no hobby chosen), translated. */
  error?: string;
  /** Said when a fourth hobby is tried, translated ("Choose at most 3 hobbies"). */
  maxMessage: string;
  /** The most hobbies one may choose (the spec's 3). */
  max?: number;
  /** Called when focus leaves the group (forms mark it as visited). */
  onBlur?: () => void;
  /** On the fieldset. */
  className?: string;
};

/** Hobby chips to pick 1 to 3 of: checkboxes that look like chips, with a count. */
export function HobbyPicker({
  label,
  hobbies,
  value,
  onChange,
  hint,
  error,
  maxMessage,
  max = hobbyLimits.max,
  onBlur,
  className,
}: HobbyPickerProps) {
  const id = useId();
  const [triedMore, setTriedMore] = useState(false);
  const message = error ?? (triedMore ? maxMessage : undefined);

  const toggle = (hobbyId: number) => {
    if (value.includes(hobbyId)) {
      setTriedMore(false);
      onChange({ value: value.filter((chosen) => chosen !== hobbyId) });
    } else if (value.length >= max) {
      setTriedMore(true);
    } else {
      onChange({ value: [...value, hobbyId] });
    }
  };

  return (
    <fieldset
      className={cx(styles.root, className)}
      aria-describedby={`${id}-count ${id}-message${hint ? ` ${id}-hint` : ''}`}
      data-invalid={Boolean(error)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) onBlur?.();
      }}
    >
      <legend className={styles.legend}>
        <span>{label}</span>
        <span id={`${id}-count`} className={styles.count} data-full={value.length >= max}>
          {value.length}/{max}
        </span>
      </legend>
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      <div className={styles.chips}>
        {hobbies.map((hobby) => {
          const checked = value.includes(hobby.id);
          return (
            <label key={hobby.id} className={styles.chip} data-checked={checked}>
              <input
                type="checkbox"
                className={styles.input}
                checked={checked}
                onChange={() => toggle(hobby.id)}
              />
              <span className={styles.mark} aria-hidden="true">
                {checked ? <CheckIcon /> : <PlusIcon />}
              </span>
              {hobby.name}
            </label>
          );
        })}
      </div>
      <p id={`${id}-message`} className={styles.message} aria-live="polite">
        {message}
      </p>
    </fieldset>
  );
}
