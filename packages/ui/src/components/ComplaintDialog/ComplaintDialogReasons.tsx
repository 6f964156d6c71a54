import { RadioGroup } from 'radix-ui';
import { useId } from 'react';
import { CheckIcon } from '../../private/icons';
import * as styles from './ComplaintDialog.css';

/** A reason a complaint can give (openapi `ComplaintReason`, from /complain/complain_type). */
export type ComplaintReason = {
  id: number;
  /** The reason in the reader's language. */
  reason: string;
  /** 1 about a user, 2 about a dynamic, 3 about a chat. */
  type: 1 | 2 | 3;
};

type ReasonsProps = {
  reasons: readonly ComplaintReason[];
  reasonId: number | null;
  disabled: boolean;
  label: string;
  onChoose: (reasonId: number) => void;
};

/** The reasons as a radio group of pills. */
export function ComplaintDialogReasons({
  reasons,
  reasonId,
  disabled,
  label,
  onChoose,
}: ReasonsProps) {
  const labelId = useId();
  return (
    <div className={styles.field}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <RadioGroup.Root
        aria-labelledby={labelId}
        required
        className={styles.reasons}
        value={reasonId === null ? null : String(reasonId)}
        onValueChange={(value) => onChoose(Number(value))}
        disabled={disabled}
      >
        {reasons.map(({ id, reason }) => (
          <RadioGroup.Item key={id} value={String(id)} className={styles.reason}>
            <RadioGroup.Indicator className={styles.reasonCheck}>
              <CheckIcon />
            </RadioGroup.Indicator>
            {reason}
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
    </div>
  );
}
