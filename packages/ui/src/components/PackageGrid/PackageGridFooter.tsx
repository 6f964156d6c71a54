import { Button } from '../../private/Button';
import { fillLabel, formatCount } from '../../private/format';
import { AlertIcon, CoinIcon } from '../../private/icons';
import * as styles from './PackageGrid.css';
import type { PackageGridLabels } from './packageTypes';

type FooterProps = {
  labels: PackageGridLabels;
  balance: number;
  /** The total as shown ("$50.00", "50 coins"); nothing while no valid choice. */
  total: string;
  /** Coins the balance lacks for the choice (0 or less: enough). */
  missing: number;
  /** Coins are bought with money: the gold button. */
  gold: boolean;
  disabled: boolean;
  pending: boolean;
  locale?: string;
  onBuy: () => void;
  onRecharge?: () => void;
};

/** The grid's checkout bar: balance, total, the buy button, and the insufficient-coins hint. */
export function PackageGridFooter({
  labels,
  balance,
  total,
  missing,
  locale,
  ...props
}: FooterProps) {
  return (
    <div className={styles.footer}>
      <div className={styles.balance}>
        <CoinIcon className={styles.balanceCoin} />
        <span className={styles.figures}>
          <span className={styles.footerLabel}>{labels.balance}</span>
          <span className={styles.balanceAmount}>{formatCount(balance, { locale })}</span>
        </span>
      </div>
      <div className={styles.checkout}>
        {total && (
          <span className={styles.figures} data-align="end">
            <span className={styles.footerLabel}>{labels.total}</span>
            <span className={styles.totalAmount}>{total}</span>
          </span>
        )}
        <Button
          variant={props.gold ? 'gold' : 'primary'}
          size="large"
          loading={props.pending}
          disabled={props.disabled || missing > 0}
          onClick={props.onBuy}
        >
          {labels.buy}
        </Button>
      </div>
      {missing > 0 && (
        <p className={styles.insufficient}>
          <AlertIcon className={styles.insufficientIcon} />
          <span className={styles.insufficientText}>
            {fillLabel(labels.insufficient, { count: formatCount(missing, { locale }) })}
          </span>
          {props.onRecharge && (
            <Button variant="gold" size="small" onClick={props.onRecharge}>
              {labels.recharge}
            </Button>
          )}
        </p>
      )}
    </div>
  );
}
