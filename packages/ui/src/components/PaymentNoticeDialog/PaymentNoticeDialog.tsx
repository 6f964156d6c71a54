import type { ReactNode } from 'react';
import { Button } from '../../private/Button';
import { formatCount } from '../../private/format';
import { CoinIcon } from '../../private/icons';
import { FlameIcon, LockIcon } from '../../private/icons/dialogIcons';
import { Modal } from '../../private/Modal';
import { cx } from '../../utils/cx';
import * as styles from './PaymentNoticeDialog.css';

export type PaymentNoticeDialogLabels = {
  /** The one action, which dismisses the notice ("Got it"). */
  gotIt: string;
  /** The close button ("Close"). */
  close: string;
};

export type PaymentNoticeDialogProps = {
  /** Shows the dialog. The app shows it to members of gender 1 whose isPayMsg / isBurnPayMsg is 1. */
  open: boolean;
  /** Which notice (openapi `AlertType`): 0 the paid-photo notice, 1 the burn-image notice. */
  alertType: 0 | 1;
  /** The title, translated ("Viewing photos costs coins"). */
  title: ReactNode;
  /** The notice, translated ("3 gold coins give you permission to view a new friend's photos"). */
  message: ReactNode;
  /** The price in gold coins, shown on the picture (the photo permission's 3). */
  price?: number;
  /** Formats the price for this locale. */
  locale?: string;
  /** The actions' texts, translated. */
  labels: PaymentNoticeDialogLabels;
  /**
   * Called on "Got it", the close button, Escape or a click outside: the spec dismisses the notice
   * for good however it is closed, so there is one action, not a "don't show again" beside it.
   */
  onDismiss: () => void;
};

/** Tells a member, before they pay, that new friends' photos or burn-after-read images cost coins. */
export function PaymentNoticeDialog({
  open,
  alertType,
  title,
  message,
  price,
  locale,
  labels,
  onDismiss,
}: PaymentNoticeDialogProps) {
  const burn = alertType === 1;
  return (
    <Modal
      open={open}
      onClose={onDismiss}
      title={title}
      description={message}
      closeLabel={labels.close}
      size="small"
      illustration={
        <span
          className={cx(styles.emblem, styles.tone[burn ? 'burn' : 'photo'])}
          aria-hidden="true"
        >
          {burn ? <FlameIcon /> : <LockIcon />}
          {price !== undefined && (
            <span className={styles.price}>
              <CoinIcon />
              {formatCount(price, { locale })}
            </span>
          )}
        </span>
      }
      footer={<Button onClick={onDismiss}>{labels.gotIt}</Button>}
    />
  );
}
