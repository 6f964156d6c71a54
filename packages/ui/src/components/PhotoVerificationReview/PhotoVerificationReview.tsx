import { useRef, type HTMLAttributes, type Ref } from 'react';
import { Button } from '../../private/Button';
import { EmptyState } from '../../private/EmptyState';
import { CheckIcon } from '../../private/icons';
import { ChevronLeftIcon } from '../../private/icons/layoutIcons';
import { Spinner } from '../../private/Spinner';
import type { UserBrief } from '../../private/member';
import { cx } from '../../utils/cx';
import type { PhotoVerificationGesture } from '../PhotoVerificationCapture';
import { PhotoVerificationRequestList } from './PhotoVerificationRequestList';
import * as styles from './PhotoVerificationReview.css';
import { PhotoVerificationReviewCase } from './PhotoVerificationReviewCase';
import type { PhotoVerificationReviewLabels } from './PhotoVerificationReviewLabels';

/** A selfie waiting for an operator (API `PhotoVerificationRequest`), passed in as it comes. */
export type PhotoVerificationRequest = {
  id: number;
  /** The member (an API UserBrief). */
  member: Pick<UserBrief, 'id' | 'account' | 'nickname' | 'avatar'>;
  /** The gesture the member was asked to make. */
  gesture: PhotoVerificationGesture;
  /** The selfie's address (only operators can load it). */
  selfie: string;
  /** The member's avatar, then album photos, to compare the selfie with. */
  photos: readonly string[];
  submittedTime: string;
  /** How long it has waited, in seconds. */
  waitedSeconds: number;
};

/** An operator's answer (API `PhotoVerificationDecisionRequest`): approve, or refuse with a reason. */
export type PhotoVerificationDecision =
  { requestId: number; approve: true } | { requestId: number; approve: false; reason: string };

export type PhotoVerificationReviewProps = Omit<HTMLAttributes<HTMLElement>, 'children'> & {
  /** The pending requests; shown oldest first whatever their order. */
  requests: readonly PhotoVerificationRequest[];
  labels: PhotoVerificationReviewLabels;
  /** The request open beside the list (on a phone, instead of it). */
  selectedId?: number | null;
  /** Opens a request (a click, Enter or Space). */
  onOpen: (change: { id: number }) => void;
  /** Closes the open request, on a phone's Back; the list returns with the focus on it. */
  onBack: () => void;
  /** Approves or refuses the open request, once the checks pass. */
  onDecide: (decision: PhotoVerificationDecision) => void;
  /** A decision is on its way: its button spins, the other waits. */
  deciding?: boolean;
  /** Why the last decision failed, translated (the server's words). */
  error?: string | null;
  /** The first page is loading. */
  loading?: boolean;
  /** Formats when a request was sent ("11-26 10:00"); left out, only the wait shows. */
  formatTime?: (time: string) => string;
  /** On the open request's heading, for the app to focus when it opens the next one. */
  headingRef?: Ref<HTMLHeadingElement>;
};

/**
 * The console's verification tab: the pending requests beside the open one, its selfie against
 * the member's own photos and the decision. From 768 px two columns; below, the list or the
 * request with a way back.
 */
export function PhotoVerificationReview({
  requests,
  labels,
  selectedId = null,
  onOpen,
  onBack,
  onDecide,
  deciding = false,
  error,
  loading = false,
  formatTime,
  headingRef,
  className,
  ...props
}: PhotoVerificationReviewProps) {
  const list = useRef<HTMLUListElement>(null);
  const ordered = [...requests].sort((a, b) => b.waitedSeconds - a.waitedSeconds);
  const selected = ordered.find((request) => request.id === selectedId);

  const back = () => {
    onBack();
    // After the app has shown the list again: the focus goes back to the request it left.
    requestAnimationFrame(() =>
      list.current?.querySelector<HTMLButtonElement>('button[tabindex="0"]')?.focus(),
    );
  };

  if (loading || ordered.length === 0) {
    return (
      <section
        aria-label={labels.title}
        aria-busy={loading || undefined}
        className={cx(styles.root, className)}
        {...props}
      >
        {loading ? (
          <div className={styles.loading}>
            <Spinner size="large" label={labels.loading} />
          </div>
        ) : (
          <EmptyState
            icon={<CheckIcon />}
            headingLevel={2}
            title={labels.empty}
            description={labels.emptyDescription}
          />
        )}
      </section>
    );
  }

  return (
    <div
      className={cx(styles.root, styles.workspace, className)}
      data-view={selected ? 'case' : 'list'}
      {...props}
    >
      <section aria-label={labels.title} className={styles.listColumn}>
        <PhotoVerificationRequestList
          requests={ordered}
          labels={labels}
          selectedId={selectedId}
          onOpen={onOpen}
          listRef={list}
        />
      </section>
      <div className={styles.caseColumn}>
        {selected && (
          <Button
            variant="ghost"
            size="small"
            icon={<ChevronLeftIcon />}
            className={styles.back}
            onClick={back}
          >
            {labels.back}
          </Button>
        )}
        {selected ? (
          <PhotoVerificationReviewCase
            request={selected}
            labels={labels}
            formatTime={formatTime}
            deciding={deciding}
            error={error}
            onDecide={onDecide}
            headingRef={headingRef}
          />
        ) : (
          <EmptyState headingLevel={2} title={labels.pick} className={styles.pick} />
        )}
      </div>
    </div>
  );
}
