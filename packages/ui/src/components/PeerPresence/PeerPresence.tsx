import type { HTMLAttributes } from 'react';
import { cx } from '../../utils/cx';
import * as styles from './PeerPresence.css';

export type PeerPresenceProps = HTMLAttributes<HTMLSpanElement> & {
  /** The peer is online: a green dot, else a grey one. */
  online: boolean;
  /**
   * What is said of the peer while they are not typing ("Online", "Last seen 5 minutes ago",
   * "Offline", a hint).
   */
  status: string;
  /** When the status tells a time (last seen): that time, ISO 8601, for the `<time>` element. */
  since?: string;
  /** The peer is typing to the reader now: `typingLabel` replaces the status. */
  typing?: boolean;
  /** "typing…", in the reader's language. */
  typingLabel: string;
};

/**
 * The line under a conversation's name: the peer's presence, or that they are typing. Only the
 * typing is announced, politely and once when it starts: the live region's text changes when
 * typing starts or stops, never with each of the peer's signals.
 */
export function PeerPresence({
  online,
  status,
  since,
  typing = false,
  typingLabel,
  className,
  ...props
}: PeerPresenceProps) {
  return (
    <span className={cx(styles.root, className)} {...props}>
      <span className={styles.dot[online ? 'online' : 'offline']} aria-hidden="true" />
      {!typing &&
        (since ? (
          <time className={styles.status} dateTime={since}>
            {status}
          </time>
        ) : (
          <span className={styles.status}>{status}</span>
        ))}
      <span className={styles.typing} aria-live="polite">
        {typing ? typingLabel : ''}
      </span>
    </span>
  );
}
