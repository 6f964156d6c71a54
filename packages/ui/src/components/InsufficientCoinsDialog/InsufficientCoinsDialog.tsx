import type { ReactNode } from 'react';
import { Button } from '../../private/Button';
import { formatCount } from '../../private/format';
import { CoinIcon } from '../../private/icons';
import { TranslateIcon } from '../../private/icons/layoutIcons';
import { Modal } from '../../private/Modal';
import { cx } from '../../utils/cx';
import * as styles from './InsufficientCoinsDialog.css';

export type InsufficientCoinsDialogLabels = {
  /** "Recharge coins". */
  recharge: string;
  /** "Buy translation pack". */
  buyTranslation: string;
  /** "Not now". */
  notNow: string;
  /** The close button ("Close"). */
  close: string;
  /** Before the balance, when it is shown ("Your balance"). */
  balance?: string;
};

export type InsufficientCoinsDialogProps = {
  /** Shows the dialog. */
  open: boolean;
  /**
   * What ran out: `coins` (code 105: a payment such as a new friend's first message) or
   * `translation` (code 106: the translation pack is used up and no coin can pay).
   */
  reason: 'coins' | 'translation';
  /** The title, translated ("Insufficient gold coins"). */
  title: ReactNode;
  /** The message, translated ("Just one coin lets you keep chatting."). */
  message: ReactNode;
  /** The actions' texts, translated. */
  labels: InsufficientCoinsDialogLabels;
  /** The member's gold coins, shown under the message when given with `labels.balance`. */
  balance?: number;
  /** Formats the balance for this locale. */
  locale?: string;
  /** "Recharge coins": the app opens /account?tab=coins. */
  onRecharge: () => void;
  /** "Buy translation pack", offered when translation ran out: the app opens /account?tab=translation. */
  onBuyTranslation: () => void;
  /** "Not now", the close button, Escape or a click outside. */
  onDismiss: () => void;
};

/**
 * The low-balance dialog: a payment or a translation could not be paid. It offers what helps:
 * coins, and a translation pack (first) only when translation is what ran out (a translation pack
 * is no use to someone buying a photo or a gift), or leaving it for now.
 */
export function InsufficientCoinsDialog({
  open,
  reason,
  title,
  message,
  labels,
  balance,
  locale,
  onRecharge,
  onBuyTranslation,
  onDismiss,
}: InsufficientCoinsDialogProps) {
  const translation = reason === 'translation';
  const recharge = (
    <Button
      key="recharge"
      variant={translation ? 'secondary' : 'gold'}
      icon={<CoinIcon />}
      onClick={onRecharge}
    >
      {labels.recharge}
    </Button>
  );
  const buyTranslation = (
    <Button
      key="translation"
      variant={translation ? 'primary' : 'secondary'}
      icon={<TranslateIcon />}
      onClick={onBuyTranslation}
    >
      {labels.buyTranslation}
    </Button>
  );

  return (
    <Modal
      open={open}
      onClose={onDismiss}
      title={title}
      description={message}
      closeLabel={labels.close}
      size="small"
      illustration={
        <span className={cx(styles.emblem, styles.tone[reason])} aria-hidden="true">
          {translation ? <TranslateIcon /> : <CoinIcon />}
        </span>
      }
      footer={
        <div className={styles.actions}>
          {translation ? [buyTranslation, recharge] : recharge}
          <Button variant="ghost" onClick={onDismiss}>
            {labels.notNow}
          </Button>
        </div>
      }
    >
      {balance !== undefined && labels.balance && (
        <p className={styles.balance}>
          <span>{labels.balance}</span>
          <span className={styles.balanceAmount}>
            <CoinIcon />
            {formatCount(balance, { locale })}
          </span>
        </p>
      )}
    </Modal>
  );
}
