import { lazy, Suspense, useEffect, useId, type HTMLAttributes } from 'react';
import { fillLabel } from '../../private/format';
import { SparklesIcon } from '../../private/icons/layoutIcons';
import { ClockIcon, ShuffleIcon } from '../../private/icons/socialIcons';
import { cx } from '../../utils/cx';
import type { UserCardUser } from '../UserCard';
import * as styles from './MatchPanel.css';
import { MatchPanelActions } from './MatchPanelActions';
import { MatchPanelCountdown } from './MatchPanelCountdown';
import type { MatchPanelLabels } from './labels';

// The matched member's card shows only after a countdown: its code (the card, emoji, tooltips)
// loads while the countdown runs instead of with the page.
const loadUserCard = () => import('../UserCard').then((m) => ({ default: m.UserCard }));
const UserCard = lazy(loadUserCard);

export type MatchStatus = 'idle' | 'matching' | 'matched' | 'exhausted';

export type MatchPanelProps = Omit<HTMLAttributes<HTMLElement>, 'children'> & {
  /** idle, matching (countdown), matched (the card), exhausted (no attempts left today). */
  status: MatchStatus;
  /** Attempts left today (API `MatchQuota.remaining`). */
  remaining: number;
  /** Attempts a day for the member's level (API `MatchQuota.limit`). */
  limit: number;
  /** Matching: the seconds left (see `useMatchCountdown`). */
  secondsLeft?: number;
  /** The countdown's length (the product's 15 seconds). */
  countdownSeconds?: number;
  /** Matched: the user (API `MatchResult.user`) and the names of their region and language. */
  match?: { user: UserCardUser; regionName?: string; languageName?: string };
  /** The start call is on its way. */
  starting?: boolean;
  /** Every text, translated. */
  labels: MatchPanelLabels;
  onStart?: () => void;
  onCancel?: () => void;
  /** Matched: look for someone else. */
  onContinue?: () => void;
  /** Matched: open the chat with them. */
  onChat?: (chat: { userId: number; imAccount?: string }) => void;
  /** Exhausted: open the VIP page for more daily attempts. */
  onUpgrade?: () => void;
};

/** Random matching ("encounter"): start, a 15-second search, the person found, or no tries left. */
export function MatchPanel({
  status,
  remaining,
  limit,
  secondsLeft,
  countdownSeconds = 15,
  match,
  starting = false,
  labels,
  onStart,
  onCancel,
  onContinue,
  onChat,
  onUpgrade,
  className,
  ...props
}: MatchPanelProps) {
  const titleId = useId();
  useEffect(() => {
    if (status === 'matching') void loadUserCard();
  }, [status]);
  const title = {
    idle: labels.idleTitle,
    matching: labels.matchingTitle,
    matched: labels.matchedTitle,
    exhausted: labels.exhaustedTitle,
  }[status];
  const description = {
    idle: labels.idleDescription,
    matching: labels.matchingDescription,
    matched: undefined,
    exhausted: labels.exhaustedDescription,
  }[status];
  return (
    <section
      aria-labelledby={titleId}
      data-status={status}
      className={cx(styles.root, className)}
      {...props}
    >
      {status === 'matching' ? (
        <MatchPanelCountdown
          secondsLeft={secondsLeft ?? countdownSeconds}
          total={countdownSeconds}
          label={labels.countdown}
        />
      ) : status !== 'matched' ? (
        <span
          className={styles.emblem({ tone: status === 'exhausted' ? 'muted' : 'brand' })}
          aria-hidden="true"
        >
          {status === 'exhausted' ? <ClockIcon /> : <ShuffleIcon />}
        </span>
      ) : null}
      <div className={styles.heading} role="status">
        <h2 id={titleId} className={styles.title}>
          {status === 'matched' && <SparklesIcon className={styles.titleIcon} />}
          {title}
        </h2>
        {description && <p className={styles.description}>{description}</p>}
      </div>
      {status === 'matched' && match && (
        <Suspense fallback={<div className={styles.card} />}>
          <UserCard
            user={match.user}
            variant="large"
            regionName={match.regionName}
            languageName={match.languageName}
            labels={{ online: labels.online, age: labels.age }}
            imageLoading="eager"
            className={styles.card}
          />
        </Suspense>
      )}
      <MatchPanelActions
        status={status}
        remaining={remaining}
        match={match}
        starting={starting}
        labels={labels}
        onStart={onStart}
        onCancel={onCancel}
        onContinue={onContinue}
        onChat={onChat}
        onUpgrade={onUpgrade}
      />
      <p className={styles.remaining}>
        {limit <= 10 && (
          <span className={styles.dots} aria-hidden="true">
            {Array.from({ length: limit }, (_, index) => (
              <span
                key={index}
                className={styles.dot}
                data-used={index >= remaining || undefined}
              />
            ))}
          </span>
        )}
        {fillLabel(labels.remaining, { remaining, limit })}
      </p>
    </section>
  );
}
