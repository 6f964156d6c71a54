import { RadioGroup } from 'radix-ui';
import { useId } from 'react';
import { CoinIcon } from '../../private/icons';
import { TextField } from '../../private/TextField';
import { formatCount } from '../../private/format';
import * as styles from './RedPacketDialog.css';
import type { RedPacketDialogLabels } from './RedPacketDialogLabels';

type AmountProps = {
  presets: readonly number[];
  preset: number | null;
  typed: string;
  invalid: boolean;
  disabled: boolean;
  locale?: string;
  labels: Pick<RedPacketDialogLabels, 'amount' | 'coins' | 'customAmount' | 'amountError'>;
  onPreset: (amount: number) => void;
  onType: (typed: string) => void;
};

/** The preset amounts as radio cards, and a field whose typed amount overrides them. */
export function RedPacketDialogAmount({
  presets,
  preset,
  typed,
  invalid,
  disabled,
  locale,
  labels,
  onPreset,
  onType,
}: AmountProps) {
  const legendId = useId();
  return (
    <div className={styles.amount}>
      <span id={legendId} className={styles.legend}>
        {labels.amount}
      </span>
      <RadioGroup.Root
        aria-labelledby={legendId}
        className={styles.presets}
        // A typed amount overrides the presets: none of them is chosen then.
        value={typed === '' && preset !== null ? String(preset) : null}
        onValueChange={(value) => onPreset(Number(value))}
        orientation="horizontal"
        disabled={disabled}
      >
        {presets.map((amount) => (
          <RadioGroup.Item key={amount} value={String(amount)} className={styles.preset}>
            <CoinIcon className={styles.presetCoin} />
            <span className={styles.presetAmount}>{formatCount(amount, { locale })}</span>
            <span className={styles.presetUnit}>{labels.coins}</span>
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
      <TextField
        label={labels.customAmount}
        value={typed}
        onChange={(event) => onType(event.target.value)}
        inputMode="numeric"
        autoComplete="off"
        // Read-only, not disabled, while sending: the amount stays legible.
        readOnly={disabled}
        error={invalid ? labels.amountError : undefined}
        startAdornment={<CoinIcon />}
        endAdornment={<span className={styles.unit}>{labels.coins}</span>}
      />
    </div>
  );
}
