import {
  AlertIcon,
  Button,
  ChevronLeftIcon,
  EmptyState,
  ModerationCase,
  ModerationQueue,
  Spinner,
} from '@heartline/ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../i18n/formatDate';
import { useAppNavigate } from '../../layout/useAppNavigate';
import { hasMore, isFirstLoad } from '../../stores/pagedList';
import { act, changeForm, closeCase, loadMore, openCase, useModeration } from './moderation';
import * as styles from './ModerationPage.css';
import { useCaseLabels, useQueueLabels } from './useModerationLabels';

/**
 * A queue (open or handled) beside the case open in it; on a phone, the queue or the case with a
 * way back. After an action the next case opens and its heading takes the focus.
 */
export function ModerationWorkspace({ state }: { state: 'open' | 'handled' }) {
  const { t } = useTranslation('moderation');
  const onNavigate = useAppNavigate();
  const snap = useModeration();
  const list = snap[state];
  const queueLabels = useQueueLabels(state);
  const caseLabels = useCaseLabels();
  const heading = useRef<HTMLHeadingElement>(null);
  const shownAdvance = useRef(snap.advanced);
  const context = snap.context;

  // Back on a phone: the queue returns, and the focus to its case that was open.
  const queueBox = useRef<HTMLDivElement>(null);
  const back = () => {
    closeCase();
    requestAnimationFrame(() =>
      queueBox.current?.querySelector<HTMLButtonElement>('button[tabindex="0"]')?.focus(),
    );
  };

  useEffect(() => {
    if (shownAdvance.current === snap.advanced || !heading.current) return;
    shownAdvance.current = snap.advanced;
    heading.current.focus();
  }, [snap.advanced, context]);

  return (
    <div className={styles.workspace} data-view={snap.selectedId === null ? 'queue' : 'case'}>
      <div ref={queueBox} className={styles.queue}>
        <ModerationQueue
          cases={[...list.items]}
          labels={queueLabels}
          selectedId={snap.selectedId}
          onOpen={({ id }) => void openCase(id)}
          loading={isFirstLoad(list)}
          hasMore={hasMore(list)}
          loadingMore={list.loadingMore}
          onLoadMore={() => void loadMore(state)}
        />
      </div>
      <div className={styles.caseColumn}>
        {snap.selectedId !== null && (
          <Button
            variant="ghost"
            size="small"
            icon={<ChevronLeftIcon />}
            className={styles.back}
            onClick={back}
          >
            {t('back')}
          </Button>
        )}
        {context && context.complaint.id === snap.selectedId ? (
          <ModerationCase
            key={context.complaint.id}
            context={context}
            labels={caseLabels}
            formatTime={formatDate}
            form={snap.form}
            onFormChange={changeForm}
            pending={snap.pending}
            error={snap.error}
            onAct={(request) => void act(request)}
            profileHref={(user) => `/profile/${user.id}`}
            onNavigate={onNavigate}
            headingRef={heading}
          />
        ) : snap.contextStatus === 'loading' ? (
          <div className={styles.loading}>
            <Spinner size="large" label={t('case.loading')} />
          </div>
        ) : snap.contextStatus === 'failed' ? (
          <EmptyState icon={<AlertIcon />} headingLevel={2} title={t('case.failed')} />
        ) : (
          <EmptyState headingLevel={2} title={t('pick')} className={styles.pick} />
        )}
      </div>
    </div>
  );
}
