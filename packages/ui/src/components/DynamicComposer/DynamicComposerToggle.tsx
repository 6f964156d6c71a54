import { Switch } from 'radix-ui';
import { useId, type ReactNode } from 'react';
import * as styles from './DynamicComposerToggle.css';

type DynamicComposerToggleProps = {
  icon: ReactNode;
  label: string;
  hint?: string;
  checked: boolean;
  disabled: boolean;
  onCheckedChange: (checked: boolean) => void;
};

/** An option row: icon, label and help, and a Radix switch (role switch, Space toggles). */
export function DynamicComposerToggle({
  icon,
  label,
  hint,
  checked,
  disabled,
  onCheckedChange,
}: DynamicComposerToggleProps) {
  const id = useId();
  return (
    <div className={styles.option} data-checked={checked || undefined}>
      <span className={styles.optionIcon} aria-hidden="true">
        {icon}
      </span>
      <span className={styles.optionText}>
        <label htmlFor={id} className={styles.optionLabel}>
          {label}
        </label>
        {hint && (
          <span id={`${id}-hint`} className={styles.optionHint}>
            {hint}
          </span>
        )}
      </span>
      <Switch.Root
        id={id}
        checked={checked}
        disabled={disabled}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onCheckedChange={onCheckedChange}
        className={styles.switchRoot}
      >
        <Switch.Thumb className={styles.switchThumb} />
      </Switch.Root>
    </div>
  );
}
