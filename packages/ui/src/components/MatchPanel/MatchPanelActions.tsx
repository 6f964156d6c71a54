import { Button } from '../../private/Button';
import { ChatIcon } from '../../private/icons';
import { CrownIcon } from '../../private/icons/layoutIcons';
import { ShuffleIcon } from '../../private/icons/socialIcons';
import type { MatchPanelProps } from './MatchPanel';
import * as styles from './MatchPanel.css';

type MatchPanelActionsProps = Pick<
  MatchPanelProps,
  | 'status'
  | 'remaining'
  | 'match'
  | 'labels'
  | 'onStart'
  | 'onCancel'
  | 'onContinue'
  | 'onChat'
  | 'onUpgrade'
> & { starting: boolean };

/** Each state's buttons: start; cancel; chat and match again; upgrade. */
export function MatchPanelActions({
  status,
  remaining,
  match,
  starting,
  labels,
  onStart,
  onCancel,
  onContinue,
  onChat,
  onUpgrade,
}: MatchPanelActionsProps) {
  return (
    <div className={styles.actions}>
      {status === 'idle' && onStart && (
        <Button
          size="large"
          icon={<ShuffleIcon />}
          loading={starting}
          disabled={remaining <= 0}
          onClick={onStart}
          className={styles.mainButton}
        >
          {labels.start}
        </Button>
      )}
      {status === 'matching' && onCancel && (
        <Button variant="secondary" size="large" onClick={onCancel} className={styles.mainButton}>
          {labels.cancel}
        </Button>
      )}
      {status === 'matched' && match && (
        <>
          {onChat && (
            <Button
              size="large"
              icon={<ChatIcon />}
              onClick={() => onChat({ userId: match.user.id, imAccount: match.user.imAccount })}
            >
              {labels.chat}
            </Button>
          )}
          {onContinue && (
            <Button
              variant="secondary"
              size="large"
              icon={<ShuffleIcon />}
              disabled={remaining <= 0}
              onClick={onContinue}
            >
              {labels.continue}
            </Button>
          )}
        </>
      )}
      {status === 'exhausted' && onUpgrade && (
        <Button
          variant="gold"
          size="large"
          icon={<CrownIcon />}
          onClick={onUpgrade}
          className={styles.mainButton}
        >
          {labels.upgrade}
        </Button>
      )}
    </div>
  );
}
