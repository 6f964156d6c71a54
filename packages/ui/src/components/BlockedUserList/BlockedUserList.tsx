import type { HTMLAttributes } from 'react';
import type { NavigateHandler } from '../../private/AppLink';
import { Button } from '../../private/Button';
import { EmptyState } from '../../private/EmptyState';
import { BlockIcon } from '../../private/icons/socialIcons';
import type { UserBrief } from '../../private/member';
import { Spinner } from '../../private/Spinner';
import { cx } from '../../utils/cx';
import { UserCard, type UserCardLabels } from '../UserCard';
import * as styles from './BlockedUserList.css';

/** A member I blocked (API `BlockListEntry`). */
export type BlockedUser = UserBrief & { blockTime?: string };

export type BlockedUserListLabels = UserCardLabels & {
  /** Names the list ("Blocked members"). */
  title: string;
  /** Shown when nobody is blocked ("You have not blocked anyone"). */
  emptyTitle: string;
  emptyDescription?: string;
  /** Each row's button ("Unblock"). */
  unblock: string;
  /** The first page is loading ("Loading"). */
  loading: string;
  /** "Show more". */
  loadMore: string;
};

export type BlockedUserListProps = Omit<HTMLAttributes<HTMLElement>, 'children'> & {
  entries: BlockedUser[];
  labels: BlockedUserListLabels;
  /** Members whose unblock is on its way: their button spins. */
  pendingIds?: number[];
  loading?: boolean;
  hasMore?: boolean;
  loadingMore?: boolean;
  onLoadMore?: () => void;
  /** Unblocks a member; the row leaves the list when it is done. */
  onUnblock: (change: { userId: number }) => void;
  profileHref?: (user: { id: number }) => string;
  onNavigate?: NavigateHandler;
};

/** The members I blocked (settings), each with an Unblock button. */
export function BlockedUserList({
  entries,
  labels,
  pendingIds = [],
  loading = false,
  hasMore = false,
  loadingMore = false,
  onLoadMore,
  onUnblock,
  profileHref,
  onNavigate,
  className,
  ...props
}: BlockedUserListProps) {
  return (
    <section
      aria-label={labels.title}
      aria-busy={loading || loadingMore || undefined}
      className={cx(styles.root, className)}
      {...props}
    >
      {loading ? (
        <div className={styles.loading}>
          <Spinner size="large" label={labels.loading} />
        </div>
      ) : entries.length === 0 ? (
        <EmptyState
          icon={<BlockIcon />}
          title={labels.emptyTitle}
          description={labels.emptyDescription}
        />
      ) : (
        <ul className={styles.list}>
          {entries.map((entry) => (
            <li key={entry.id}>
              <UserCard
                user={entry}
                labels={labels}
                profileHref={profileHref?.(entry)}
                onNavigate={onNavigate}
                actions={
                  <Button
                    size="small"
                    variant="secondary"
                    loading={pendingIds.includes(entry.id)}
                    onClick={() => onUnblock({ userId: entry.id })}
                  >
                    {labels.unblock}
                  </Button>
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
