import { useId, type HTMLAttributes } from 'react';
import { Button } from '../../private/Button';
import { CoinIcon } from '../../private/icons';
import { LockIcon } from '../../private/icons/dialogIcons';
import { cx } from '../../utils/cx';
import * as styles from './AlbumLocked.css';
import type { AlbumLabels } from './labels';

type AlbumLockedProps = Omit<HTMLAttributes<HTMLElement>, 'children'> & {
  labels: AlbumLabels;
  unlockPending: boolean;
  onUnlock?: () => void;
};

/**
 * A gender-1 viewer without photo permission: blurred stand-ins (the API sends no addresses) under
 * a panel that offers the 3-coin unlock.
 */
export function AlbumLocked({
  labels,
  unlockPending,
  onUnlock,
  className,
  ...props
}: AlbumLockedProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={cx(styles.locked, className)} {...props}>
      <div className={styles.blurGrid} aria-hidden="true">
        {Array.from({ length: 24 }, (_, index) => (
          <span key={index} className={styles.blurTile} data-tint={index % 3} />
        ))}
      </div>
      <div className={styles.lockPanel}>
        <span className={styles.lockIcon} aria-hidden="true">
          <LockIcon />
        </span>
        <h3 id={titleId} className={styles.lockTitle}>
          {labels.lockedTitle}
        </h3>
        {labels.lockedDescription && (
          <p className={styles.lockDescription}>{labels.lockedDescription}</p>
        )}
        {onUnlock && labels.unlock && (
          <Button variant="gold" icon={<CoinIcon />} loading={unlockPending} onClick={onUnlock}>
            {labels.unlock}
          </Button>
        )}
      </div>
    </section>
  );
}
