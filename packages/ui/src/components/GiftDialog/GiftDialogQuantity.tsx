import { useId } from 'react';
import { IconButton } from '../../private/IconButton';
import { PlusIcon } from '../../private/icons';
import { MinusIcon } from '../../private/icons/dialogIcons';
import * as styles from './GiftDialog.css';
import { giftQuantity, readQuantity } from './giftCost';
import type { GiftDialogLabels } from './GiftDialogLabels';

type QuantityProps = {
  text: string;
  disabled: boolean;
  labels: Pick<GiftDialogLabels, 'quantity' | 'decrease' | 'increase'>;
  onChange: (text: string) => void;
};

/** How many to give: a number field between fewer and more buttons, 1 to 99. */
export function GiftDialogQuantity({ text, disabled, labels, onChange }: QuantityProps) {
  const id = useId();
  const quantity = readQuantity(text);
  const step = (by: number) => !disabled && onChange(String(readQuantity(String(quantity + by))));
  return (
    <div className={styles.quantity}>
      <label htmlFor={id} className={styles.rowLabel}>
        {labels.quantity}
      </label>
      <div className={styles.stepper}>
        <IconButton
          label={labels.decrease}
          icon={<MinusIcon />}
          size="small"
          variant="secondary"
          className={styles.stepperButton}
          // aria-disabled, not disabled: the button keeps focus at the limit.
          aria-disabled={disabled || quantity <= giftQuantity.min}
          onClick={() => step(-1)}
        />
        <input
          id={id}
          className={styles.stepperInput}
          inputMode="numeric"
          autoComplete="off"
          maxLength={2}
          value={text}
          readOnly={disabled}
          onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, 2))}
          onBlur={() => onChange(String(quantity))}
        />
        <IconButton
          label={labels.increase}
          icon={<PlusIcon />}
          size="small"
          variant="secondary"
          className={styles.stepperButton}
          aria-disabled={disabled || quantity >= giftQuantity.max}
          onClick={() => step(1)}
        />
      </div>
    </div>
  );
}
