import type { HTMLAttributes } from 'react';
import { Button } from '../../private/Button';
import { EmptyState } from '../../private/EmptyState';
import { fillLabel, formatShortTime } from '../../private/format';
import type { NavigateHandler } from '../../private/AppLink';
import { EyeIcon } from '../../private/icons/layoutIcons';
import { ClockIcon } from '../../private/icons/socialIcons';
import type { UserBrief } from '../../private/member';
import { Spinner } from '../../private/Spinner';
import { cx } from '../../utils/cx';
import { UserCard, type UserCardLabels } from '../UserCard';
import * as styles from './VisitorList.css';

/** One visitor on one day (API `VisitorRecord`). */
export type VisitorRecord = { user: UserBrief; visitTime: string };

export type VisitorListLabels = UserCardLabels & {
  /** Names the list ("Visitors"). */
  title: string;
  /** The counts, with `{today}` and `{total}` ("{today} today · {total} in all"). */
  summary?: string;
  /** When they came, with `{time}` ("Visited {time}"). */
  visited: string;
  /** No visitors yet: the title and a tip. */
  emptyTitle: string;
  emptyDescription?: string;
  /** Said while loading ("Loading visitors"). */
  loading: string;
  /** The button under the list ("Show more"). */
  loadMore: string;
};

export type VisitorListProps = Omit<HTMLAttributes<HTMLElement>, 'children'> & {
  /** The visits, newest first. */
  visitors: VisitorRecord[];
  /** The counts (API `VisitorCount`), shown above the list. */
  summary?: { total: number; today: number };
  /** Every text, translated. */
  labels: VisitorListLabels;
  /** The time zone of the visit times (stories pass "UTC"). */
  timeZone?: string;
  /** Formats the counts. */
  locale?: string;
  loading?: boolean;
  hasMore?: boolean;
  loadingMore?: boolean;
  onLoadMore?: () => void;
  /** A visitor's profile address; the names become links. */
  profileHref?: (user: { id: number }) => string;
  onNavigate?: NavigateHandler;
  /** Open a chat with a visitor; the chat button shows only with it. */
  onChat?: (chat: { userId: number; imAccount?: string }) => void;
};

/** Who looked at my profile, and when (one row per visitor per day). */
export function VisitorList({
  visitors,
  summary,
  labels,
  timeZone,
  locale,
  loading = false,
  hasMore = false,
  loadingMore = false,
  onLoadMore,
  profileHref,
  onNavigate,
  onChat,
  className,
  ...props
}: VisitorListProps) {
  const number = (value: number) => new Intl.NumberFormat(locale).format(value);
  return (
    <section
      aria-label={labels.title}
      aria-busy={loading || loadingMore || undefined}
      className={cx(styles.root, className)}
      {...props}
    >
      {summary && labels.summary && (
        <p className={styles.summary}>
          <EyeIcon className={styles.summaryIcon} />
          {fillLabel(labels.summary, {
            today: number(summary.today),
            total: number(summary.total),
          })}
        </p>
      )}
      {loading ? (
        <div className={styles.loading}>
          <Spinner size="large" label={labels.loading} />
        </div>
      ) : visitors.length === 0 ? (
        <EmptyState
          icon={<EyeIcon />}
          title={labels.emptyTitle}
          description={labels.emptyDescription}
        />
      ) : (
        <ul className={styles.list}>
          {visitors.map(({ user, visitTime }) => (
            <li key={`${user.id}-${visitTime}`}>
              <UserCard
                user={user}
                labels={labels}
                profileHref={profileHref?.(user)}
                onNavigate={onNavigate}
                onChat={onChat}
                extra={
                  <span className={styles.visited}>
                    <ClockIcon />
                    <time dateTime={visitTime}>
                      {fillLabel(labels.visited, {
                        time: formatShortTime(visitTime, { timeZone }),
                      })}
                    </time>
                  </span>
                }
              />
            </li>
          ))}
        </ul>
      )}
      {hasMore && !loading && (
        <Button
          variant="ghost"
          loading={loadingMore}
          onClick={onLoadMore}
          className={styles.loadMore}
        >
          {labels.loadMore}
        </Button>
      )}
    </section>
  );
}
