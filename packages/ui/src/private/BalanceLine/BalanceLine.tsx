import type { HTMLAttributes } from 'react';
import { formatCount } from '../format';
import { cx } from '../../utils/cx';
import { Button } from '../Button';
import { AlertIcon, CoinIcon } from '../icons';
import * as styles from './BalanceLine.css';

export type BalanceLineProps = HTMLAttributes<HTMLDivElement> & {
  /** The member's gold coins. */
  balance: number;
  /** Formats the balance for this locale. */
  locale?: string;
  /** The payment is more than the balance: the warning and the recharge button show. */
  short: boolean;
  /** Texts, translated: the label ("Your balance"), the warning, the recharge button. */
  labels: { balance: string; insufficient: string; recharge: string };
  /** Called on the recharge button; no button without it. */
  onRecharge?: () => void;
};

/**
 * The balance under a coin payment (red packet, gift). When the payment is more, a warning (read
 * out as it appears) and a recharge button.
 */
export function BalanceLine({
  balance,
  locale,
  short,
  labels,
  onRecharge,
  className,
  ...props
}: BalanceLineProps) {
  return (
    <div className={cx(styles.root, className)} data-short={short} {...props}>
      <span className={styles.label}>{labels.balance}</span>
      <span className={styles.amount}>
        <CoinIcon />
        {formatCount(balance, { locale })}
      </span>
      <p className={styles.warning} role="status">
        {short && (
          <>
            <AlertIcon className={styles.warningIcon} />
            {labels.insufficient}
          </>
        )}
      </p>
      {short && onRecharge && (
        <Button variant="gold" size="small" onClick={onRecharge} className={styles.recharge}>
          {labels.recharge}
        </Button>
      )}
    </div>
  );
}
