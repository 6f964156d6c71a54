import type { HTMLAttributes } from 'react';
import { Button } from '../../private/Button';
import { EmptyState } from '../../private/EmptyState';
import { fillLabel } from '../../private/format';
import { CheckIcon } from '../../private/icons';
import { useRovingList } from '../../private/rovingList';
import { Spinner } from '../../private/Spinner';
import { cx } from '../../utils/cx';
import * as styles from './ModerationQueue.css';

/** The fields of an API `ModerationCase` the queue shows. */
export type ModerationQueueCase = {
  id: number;
  /** The reason the reporter chose, in the reader's language. */
  reason: { reason: string };
  reporter: { nickname: string };
  reported: { nickname: string };
  /** How long it has waited (or waited, once handled), in seconds. */
  waitedSeconds: number;
};

export type ModerationQueueLabels = {
  /** Names the list ("Open reports"). */
  title: string;
  /** Who reported, with `{name}` ("Reported by {name}"). */
  reporter: string;
  /** How long a case has waited, formatted by the app ("waited 26 h"). */
  waited: (seconds: number) => string;
  /** Shown when the queue is empty ("Nothing to review"). */
  empty: string;
  emptyDescription?: string;
  /** The first page is loading. */
  loading: string;
  /** "Show more". */
  loadMore: string;
};

export type ModerationQueueProps = Omit<HTMLAttributes<HTMLElement>, 'children'> & {
  /** The cases in the order to review them. */
  cases: readonly ModerationQueueCase[];
  labels: ModerationQueueLabels;
  /** The case open beside the list (aria-current). */
  selectedId?: number | null;
  /** Opens a case (a click, Enter or Space). */
  onOpen: (change: { id: number }) => void;
  loading?: boolean;
  hasMore?: boolean;
  loadingMore?: boolean;
  onLoadMore?: () => void;
};

/**
 * The moderation queue: one button a case with its reason, the reported member, the reporter
 * and how long it waited. One stop in the tab order; ArrowUp/ArrowDown (Home/End) move between
 * the cases, Enter or Space opens one.
 */
export function ModerationQueue({
  cases,
  labels,
  selectedId = null,
  onOpen,
  loading = false,
  hasMore = false,
  loadingMore = false,
  onLoadMore,
  className,
  ...props
}: ModerationQueueProps) {
  const roving = useRovingList(cases, selectedId);

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
      ) : cases.length === 0 ? (
        <EmptyState
          icon={<CheckIcon />}
          title={labels.empty}
          description={labels.emptyDescription}
        />
      ) : (
        <ul className={styles.list}>
          {cases.map((item, index) => (
            <li key={item.id}>
              <button
                type="button"
                {...roving.buttonProps(item.id, index)}
                className={styles.item}
                aria-current={item.id === selectedId ? 'true' : undefined}
                onClick={() => {
                  roving.activate(item.id);
                  onOpen({ id: item.id });
                }}
              >
                <span className={styles.top}>
                  <span className={styles.reason}>{item.reason.reason}</span>
                  <span className={styles.waited}>{labels.waited(item.waitedSeconds)}</span>
                </span>
                <span className={styles.reported}>{item.reported.nickname}</span>
                <span className={styles.reporter}>
                  {fillLabel(labels.reporter, { name: item.reporter.nickname })}
                </span>
              </button>
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
