import { Button } from '../../private/Button';
import { FlagIcon } from '../../private/icons/socialIcons';
import * as styles from './ChatBubble.css';
import type { ChatBubbleLabels } from './chatBubbleLabels';
import type { FirstMessageFlag } from './chatMessage';

/**
 * Under a first message the chat service flagged and the sender confirmed: why, and a one-tap
 * report (issue 18).
 */
export function ChatBubbleFlagged({
  flags,
  labels,
  onReport,
}: {
  flags: readonly FirstMessageFlag[];
  labels: ChatBubbleLabels;
  onReport?: () => void;
}) {
  const reasons = flags.map((flag) => labels.flags[flag] ?? flag).join(', ');
  return (
    <span className={styles.flagged}>
      <span>{labels.flaggedBy.replace('{flags}', reasons)}</span>
      {onReport && (
        <Button size="small" variant="ghost" icon={<FlagIcon />} onClick={onReport}>
          {labels.report}
        </Button>
      )}
    </span>
  );
}
