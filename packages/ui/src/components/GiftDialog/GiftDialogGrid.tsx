import { RadioGroup } from 'radix-ui';
import { EmptyState } from '../../private/EmptyState';
import { CoinIcon } from '../../private/icons';
import { GiftIcon } from '../../private/icons/dialogIcons';
import { formatCount } from '../../private/format';
import { visuallyHidden } from '../../private/VisuallyHidden/VisuallyHidden.css';
import * as styles from './GiftDialogGrid.css';
import type { Gift } from './giftCost';
import type { GiftDialogLabels } from './GiftDialogLabels';

type GridProps = {
  gifts: readonly Gift[];
  giftId: number | null;
  loading: boolean;
  disabled: boolean;
  locale?: string;
  labels: Pick<GiftDialogLabels, 'gifts' | 'loading' | 'emptyTitle' | 'emptyDescription'>;
  onChoose: (giftId: number) => void;
};

/** The gifts as radio cards (picture, name, price), with their loading and empty states. */
export function GiftDialogGrid({
  gifts,
  giftId,
  loading,
  disabled,
  locale,
  labels,
  onChoose,
}: GridProps) {
  if (loading) {
    return (
      <div className={styles.grid} role="status" aria-busy="true">
        <span className={visuallyHidden}>{labels.loading}</span>
        {Array.from({ length: 8 }, (_, index) => (
          <span key={index} className={styles.skeleton} />
        ))}
      </div>
    );
  }
  if (gifts.length === 0) {
    return (
      <EmptyState
        title={labels.emptyTitle}
        description={labels.emptyDescription}
        icon={<GiftIcon />}
      />
    );
  }
  return (
    <RadioGroup.Root
      aria-label={labels.gifts}
      className={styles.grid}
      value={giftId === null ? null : String(giftId)}
      onValueChange={(value) => onChoose(Number(value))}
      disabled={disabled}
    >
      {gifts.map((gift) => (
        <RadioGroup.Item key={gift.id} value={String(gift.id)} className={styles.gift}>
          <img src={gift.icon} alt="" className={styles.icon} draggable={false} />
          <span className={styles.name}>{gift.name}</span>
          <span className={styles.price}>
            <CoinIcon />
            {formatCount(gift.goldCoin, { locale })}
          </span>
        </RadioGroup.Item>
      ))}
    </RadioGroup.Root>
  );
}
