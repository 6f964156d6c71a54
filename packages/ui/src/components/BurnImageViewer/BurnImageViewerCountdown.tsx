import { assignInlineVars } from '@vanilla-extract/dynamic';
import { FlameIcon } from '../../private/icons/dialogIcons';
import * as styles from './BurnImageViewer.css';

const radius = 18;
const circumference = 2 * Math.PI * radius;

/** The seconds left: a ring that empties, the number in it, and a sentence for everyone. */
export function BurnImageViewerCountdown({
  left,
  total,
  label,
}: {
  left: number;
  total: number;
  label: string;
}) {
  const spent = circumference * (1 - left / total);
  return (
    <div role="timer" className={styles.countdown} data-ending={left <= 3}>
      <span className={styles.ring} aria-hidden="true">
        <svg viewBox="0 0 44 44" width="44" height="44">
          <circle className={styles.ringTrack} cx="22" cy="22" r={radius} />
          <circle
            className={styles.ringProgress}
            cx="22"
            cy="22"
            r={radius}
            strokeDasharray={circumference}
            style={assignInlineVars({ [styles.spent]: String(spent) })}
          />
        </svg>
        <span className={styles.ringSeconds}>{left}</span>
      </span>
      <span className={styles.countdownText}>
        <FlameIcon className={styles.flame} />
        {label}
      </span>
    </div>
  );
}
