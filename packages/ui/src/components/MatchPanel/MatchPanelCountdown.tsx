import { fillLabel } from '../../private/format';
import * as styles from './MatchPanelCountdown.css';

type MatchPanelCountdownProps = { secondsLeft: number; total: number; label: string };

const radius = 52;
const circumference = 2 * Math.PI * radius;

/** A ring that empties as the seconds run out, with the seconds in its middle. */
export function MatchPanelCountdown({ secondsLeft, total, label }: MatchPanelCountdownProps) {
  const left = Math.max(0, Math.min(secondsLeft, total));
  return (
    <div role="timer" aria-label={fillLabel(label, { seconds: left })} className={styles.countdown}>
      <span className={styles.pulse} aria-hidden="true" />
      <svg viewBox="0 0 120 120" className={styles.ring} aria-hidden="true">
        <circle cx="60" cy="60" r={radius} className={styles.ringTrack} />
        <circle
          cx="60"
          cy="60"
          r={radius}
          className={styles.ringValue}
          strokeDasharray={circumference}
          strokeDashoffset={circumference * (1 - left / total)}
        />
      </svg>
      <span className={styles.seconds} aria-hidden="true">
        {left}
      </span>
    </div>
  );
}
