import type { HTMLAttributes } from 'react';
import type { NavigateHandler } from '../../private/AppLink';
import { Button } from '../../private/Button';
import { EmptyState } from '../../private/EmptyState';
import { CheckIcon, HeartIcon } from '../../private/icons';
import { UsersIcon } from '../../private/icons/layoutIcons';
import type { UserBrief } from '../../private/member';
import { Spinner } from '../../private/Spinner';
import { cx } from '../../utils/cx';
import { UserCard, type UserCardLabels } from '../UserCard';
import * as styles from './FollowList.css';

/** A user in a fans or follows list (API `FollowListEntry`). */
export type FollowListEntry = UserBrief & { isFollow: 0 | 1; followTime?: string };

export type FollowListLabels = Omit<UserCardLabels, 'follow'> & {
  /** Names the list ("Fans", "Following"). */
  title: string;
  /** The spec's zero-count message ("You have no fans yet", "You have no follows yet"). */
  emptyTitle: string;
  emptyDescription?: string;
  /** Fans I do not follow: "Follow back"; in my follows after unfollowing: "Follow". */
  follow: string;
  /** Fans I follow too ("Mutual"); a click unfollows. */
  mutual: string;
  /** My follows ("Following"); a click unfollows. */
  following: string;
  /** Said while loading ("Loading"). */
  loading: string;
  /** The button under the list ("Show more"). */
  loadMore: string;
};

export type FollowListProps = Omit<HTMLAttributes<HTMLElement>, 'children'> & {
  /** fans: who follows me; follows: whom I follow. */
  kind: 'fans' | 'follows';
  /** The users, newest follow first. */
  entries: FollowListEntry[];
  /** Every text, translated. */
  labels: FollowListLabels;
  /** Follow calls on their way, by profile id. */
  pendingIds?: number[];
  loading?: boolean;
  hasMore?: boolean;
  loadingMore?: boolean;
  onLoadMore?: () => void;
  /** Follow (back) or unfollow. */
  onFollow?: (change: { userId: number; follow: boolean }) => void;
  /** A user's profile address; the names become links. */
  profileHref?: (user: { id: number }) => string;
  onNavigate?: NavigateHandler;
};

/** My fans (with follow back) or my follows (with unfollow). */
export function FollowList({
  kind,
  entries,
  labels,
  pendingIds = [],
  loading = false,
  hasMore = false,
  loadingMore = false,
  onLoadMore,
  onFollow,
  profileHref,
  onNavigate,
  className,
  ...props
}: FollowListProps) {
  const { follow: _follow, ...cardLabels } = labels;
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
          icon={kind === 'fans' ? <HeartIcon /> : <UsersIcon />}
          title={labels.emptyTitle}
          description={labels.emptyDescription}
        />
      ) : (
        <ul className={styles.list}>
          {entries.map((entry) => {
            const following = entry.isFollow === 1;
            return (
              <li key={entry.id}>
                <UserCard
                  user={entry}
                  labels={cardLabels}
                  profileHref={profileHref?.(entry)}
                  onNavigate={onNavigate}
                  actions={
                    onFollow && (
                      <Button
                        size="small"
                        variant={following ? 'secondary' : 'primary'}
                        icon={following ? <CheckIcon /> : <HeartIcon />}
                        loading={pendingIds.includes(entry.id)}
                        onClick={() => onFollow({ userId: entry.id, follow: !following })}
                      >
                        {following
                          ? kind === 'fans'
                            ? labels.mutual
                            : labels.following
                          : labels.follow}
                      </Button>
                    )
                  }
                />
              </li>
            );
          })}
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
