import { Button, Spinner } from '@heartline/ui';
import { useId, type ReactNode } from 'react';
import { hasMore, isFirstLoad, type PagedListView } from '../stores/pagedList';
import { ListFailed } from './ListFailed';
import * as styles from './ListPage.css';

type PagedSectionProps<T> = {
  /** The store's list (a snapshot). */
  list: PagedListView<T>;
  /** Names the list for screen readers, translated. */
  label: string;
  /** Said while the first page loads. */
  loadingLabel: string;
  /** The failed state's title, and how to try again. */
  failedTitle: string;
  onRetry: () => void;
  /** What an empty list shows (an EmptyState). */
  empty: ReactNode;
  /** The button under the list, and what it does. */
  loadMoreLabel: string;
  onLoadMore: () => void;
  keyOf: (item: T) => string | number;
  renderItem: (item: T) => ReactNode;
};

/**
 * A list that grows a page at a time, in its four states: loading, failed (with try again),
 * empty, and the items with "show more" while the server has more.
 */
export function PagedSection<T>({
  list,
  label,
  loadingLabel,
  failedTitle,
  onRetry,
  empty,
  loadMoreLabel,
  onLoadMore,
  keyOf,
  renderItem,
}: PagedSectionProps<T>) {
  const headingId = useId();
  if (list.status === 'failed' && list.items.length === 0) {
    return <ListFailed title={failedTitle} onRetry={onRetry} />;
  }
  if (isFirstLoad(list)) {
    return (
      <div className={styles.loading}>
        <Spinner size="large" label={loadingLabel} />
      </div>
    );
  }
  if (list.items.length === 0) return <div className={styles.panel}>{empty}</div>;
  return (
    <section
      aria-labelledby={headingId}
      aria-busy={list.loadingMore || undefined}
      className={styles.section}
    >
      <h2 id={headingId} className={styles.visuallyHidden}>
        {label}
      </h2>
      <ul className={styles.list}>
        {list.items.map((item) => (
          <li key={keyOf(item)}>{renderItem(item)}</li>
        ))}
      </ul>
      {hasMore(list) && (
        <Button
          variant="ghost"
          loading={list.loadingMore}
          onClick={onLoadMore}
          className={styles.more}
        >
          {loadMoreLabel}
        </Button>
      )}
    </section>
  );
}
