import { useId, type HTMLAttributes } from 'react';
import { Button } from '../../private/Button';
import { IconButton } from '../../private/IconButton';
import { AlertIcon, CoinIcon, PlusIcon } from '../../private/icons';
import { visuallyHidden } from '../../private/VisuallyHidden/VisuallyHidden.css';
import { cx } from '../../utils/cx';
import * as styles from './CoinBalance.css';
import { formatCoins } from './formatCoins';

export type CoinBalanceProps = HTMLAttributes<HTMLDivElement> & {
  /** The member's gold coins. */
  balance: number;
  /** What the number is, translated ("Gold coins"). */
  label: string;
  /** compact: the side bar's pill; card: the account page's panel. */
  variant?: 'compact' | 'card';
  /** Formats the number for this locale ("1,280", "1.280"); the browser's language unless given. */
  locale?: string;
  /** The balance is on its way: a shimmer instead of a number. */
  loading?: boolean;
  /** Said to screen readers while loading, translated ("Loading balance"). */
  loadingLabel?: string;
  /** The recharge button's text, translated; the button shows only with `onRecharge`. */
  rechargeLabel?: string;
  /** Called when the member wants more coins (the app opens /account?tab=coins). */
  onRecharge?: () => void;
  /** Below this balance the low-balance hint shows. */
  lowBalanceThreshold?: number;
  /** The low-balance hint, translated ("Top up to keep chatting"). */
  lowBalanceHint?: string;
};

/** The member's gold-coin balance, with a way to recharge. */
export function CoinBalance({
  balance,
  label,
  variant = 'compact',
  locale,
  loading = false,
  loadingLabel,
  rechargeLabel,
  onRecharge,
  lowBalanceThreshold = 0,
  lowBalanceHint,
  className,
  ...props
}: CoinBalanceProps) {
  const labelId = useId();
  const low = !loading && balance < lowBalanceThreshold ? lowBalanceHint : undefined;
  const card = variant === 'card';

  const figures = (
    <div className={styles.text}>
      <span id={labelId} className={styles.label({ variant })}>
        {label}
      </span>
      {loading ? (
        <span className={styles.skeleton({ variant })}>
          {loadingLabel && <span className={visuallyHidden}>{loadingLabel}</span>}
        </span>
      ) : (
        <span className={styles.amount({ variant })}>
          {formatCoins(balance, { locale, short: !card })}
        </span>
      )}
      {low && card && (
        <span className={styles.hint}>
          <AlertIcon className={styles.hintIcon} />
          {low}
        </span>
      )}
    </div>
  );

  const recharge =
    onRecharge && rechargeLabel ? (
      card ? (
        <Button
          variant="gold"
          icon={<PlusIcon />}
          className={styles.cardAction}
          onClick={onRecharge}
        >
          {rechargeLabel}
        </Button>
      ) : (
        <IconButton
          // In the pill the hint has no room: it becomes part of the button's name.
          label={low ? `${rechargeLabel}: ${low}` : rechargeLabel}
          icon={<PlusIcon />}
          size="small"
          variant={low ? 'primary' : 'gold'}
          onClick={onRecharge}
        />
      )
    ) : null;

  return (
    <div
      role="group"
      aria-labelledby={labelId}
      aria-busy={loading || undefined}
      className={cx(styles.root({ variant }), className)}
      {...props}
    >
      {card ? (
        <div className={styles.cardLayout}>
          <CoinIcon className={styles.coin({ variant })} />
          {figures}
          {recharge}
        </div>
      ) : (
        <>
          <CoinIcon className={styles.coin({ variant })} />
          {figures}
          {recharge}
        </>
      )}
    </div>
  );
}
