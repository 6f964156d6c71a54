import { useId } from 'react';
import { Badge } from '../../private/Badge';
import { fillLabel, formatCount } from '../../private/format';
import { CoinIcon } from '../../private/icons';
import * as styles from './GiftDialog.css';
import type { GiftDialogLabels } from './GiftDialogLabels';

type TotalProps = {
  free: number;
  cost: number;
  locale?: string;
  labels: Pick<GiftDialogLabels, 'total' | 'freeUsed'>;
};

/** What the gift costs in coins, and how many of the member's free gifts it uses. */
export function GiftDialogTotal({ free, cost, locale, labels }: TotalProps) {
  const labelId = useId();
  return (
    <div className={styles.total} role="group" aria-labelledby={labelId}>
      <span id={labelId} className={styles.rowLabel}>
        {labels.total}
      </span>
      {free > 0 && (
        <Badge tone="success" className={styles.free}>
          {fillLabel(labels.freeUsed, { count: formatCount(free, { locale }) })}
        </Badge>
      )}
      <span className={styles.cost}>
        <CoinIcon />
        {formatCount(cost, { locale })}
      </span>
    </div>
  );
}
