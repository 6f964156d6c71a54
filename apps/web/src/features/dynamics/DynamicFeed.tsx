import { Button, EmptyState, SparklesIcon, Spinner } from '@heartline/ui';
import { useEffect, useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { loadFeed, loadMoreFeed, useDynamics, type Feed } from './dynamics';
import { DynamicItem } from './DynamicItem';
import * as styles from './DynamicsPage.css';
import { useDynamicsLabels } from './useDynamicsLabels';
import { useLoadOnScroll } from './useLoadOnScroll';

type DynamicFeedProps = {
  feed: Feed;
  /** The list's name, for the heading outline (the tabs or the page title show it already). */
  label: string;
  /** What an empty list says, and what to do about it. */
  empty: { title: string; description: string; icon?: ReactNode; action?: ReactNode };
};

/**
 * A list of dynamics, refreshed each time it shows: loading, failed (with a retry), empty, or
 * the cards, with the next page loaded on scroll (or the button).
 */
export function DynamicFeed({ feed, label, empty }: DynamicFeedProps) {
  const headingId = useId();
  const { t } = useTranslation('dynamics');
  const { t: common } = useTranslation();
  const { card } = useDynamicsLabels();
  const state = useDynamics().feeds[feed];
  const more = state.status === 'ready' && state.records.length < state.total;
  const sentinel = useLoadOnScroll(
    () => void loadMoreFeed(feed),
    more && !state.loadingMore && !state.moreFailed,
  );

  useEffect(() => {
    void loadFeed(feed);
  }, [feed]);

  if (state.records.length === 0) {
    if (state.status === 'failed') {
      return (
        <div className={styles.panel} role="alert">
          <p>{t('feed.failed')}</p>
          <Button variant="secondary" onClick={() => void loadFeed(feed)}>
            {common('errors.retry')}
          </Button>
        </div>
      );
    }
    if (state.status === 'ready') {
      return (
        <EmptyState
          className={styles.panel}
          headingLevel={2}
          icon={empty.icon ?? <SparklesIcon />}
          title={empty.title}
          description={empty.description}
          action={empty.action}
        />
      );
    }
    return (
      <div className={styles.panel}>
        <Spinner size="large" label={t('feed.loading')} />
      </div>
    );
  }

  return (
    <section aria-labelledby={headingId} aria-busy={state.loadingMore || undefined}>
      <h2 id={headingId} className={styles.visuallyHidden}>
        {label}
      </h2>
      <ul className={styles.list}>
        {state.records.map((dynamic) => (
          <li key={dynamic.id}>
            <DynamicItem dynamic={dynamic} labels={card} />
          </li>
        ))}
      </ul>
      {more && (
        <div ref={sentinel} className={styles.more}>
          <Button
            variant="ghost"
            loading={state.loadingMore}
            onClick={() => void loadMoreFeed(feed)}
          >
            {t('feed.loadMore')}
          </Button>
        </div>
      )}
      {!more && state.status === 'ready' && hasEnded(state.pageNum) && (
        <p className={styles.more}>{t('feed.end')}</p>
      )}
    </section>
  );
}

/** "You have seen them all" only after scrolling through more than one page. */
const hasEnded = (pageNum: number) => pageNum > 1;
