import type { HTMLAttributes } from 'react';
import { Button } from '../../private/Button';
import { BellIcon } from '../../private/icons';
import { cx } from '../../utils/cx';
import * as styles from './NotificationPrompt.css';

export type NotificationPromptLabels = {
  /** What is offered ("Know when someone writes"). */
  title: string;
  /** What it does, in a sentence ("A notification for each new message while Heartline is closed."). */
  description: string;
  /** The buttons ("Turn on", "Not now"). */
  turnOn: string;
  notNow: string;
};

export type NotificationPromptProps = Omit<HTMLAttributes<HTMLElement>, 'children' | 'title'> & {
  labels: NotificationPromptLabels;
  /** The browser is asking for permission, or the subscription is being kept: the buttons wait. */
  busy?: boolean;
  onTurnOn: () => void;
  onNotNow: () => void;
};

/**
 * Offers notifications of new messages, once the member has a conversation (never on a first
 * visit): the browser's own permission question comes only after "Turn on".
 */
export function NotificationPrompt({
  labels,
  busy = false,
  onTurnOn,
  onNotNow,
  className,
  ...props
}: NotificationPromptProps) {
  return (
    <section className={cx(styles.root, className)} aria-label={labels.title} {...props}>
      <BellIcon className={styles.icon} aria-hidden="true" />
      <div className={styles.text}>
        <p className={styles.title}>{labels.title}</p>
        <p className={styles.description}>{labels.description}</p>
        <div className={styles.actions}>
          <Button size="small" onClick={onTurnOn} loading={busy}>
            {labels.turnOn}
          </Button>
          <Button size="small" variant="ghost" onClick={onNotNow} disabled={busy}>
            {labels.notNow}
          </Button>
        </div>
      </div>
    </section>
  );
}
