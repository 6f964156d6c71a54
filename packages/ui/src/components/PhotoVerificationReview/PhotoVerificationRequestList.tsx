import type { Ref } from 'react';
import { Avatar } from '../../private/Avatar';
import { fillLabel } from '../../private/format';
import { useRovingList } from '../../private/rovingList';
import type { PhotoVerificationRequest } from './PhotoVerificationReview';
import * as styles from './PhotoVerificationReview.css';
import type { PhotoVerificationReviewLabels } from './PhotoVerificationReviewLabels';

type ListProps = {
  requests: readonly PhotoVerificationRequest[];
  labels: PhotoVerificationReviewLabels;
  selectedId: number | null;
  onOpen: (change: { id: number }) => void;
  /** On the list, so Back can return the focus to its tab stop. */
  listRef?: Ref<HTMLUListElement>;
};

/**
 * The requests as the reports' queue shows cases: one tab stop, ArrowUp/ArrowDown (Home/End)
 * move between them, Enter or Space opens one.
 */
export function PhotoVerificationRequestList({
  requests,
  labels,
  selectedId,
  onOpen,
  listRef,
}: ListProps) {
  const roving = useRovingList(requests, selectedId);

  return (
    <ul ref={listRef} className={styles.list}>
      {requests.map((request, index) => (
        <li key={request.id}>
          <button
            type="button"
            {...roving.buttonProps(request.id, index)}
            className={styles.item}
            aria-current={request.id === selectedId ? 'true' : undefined}
            onClick={() => {
              roving.activate(request.id);
              onOpen({ id: request.id });
            }}
          >
            {/* The nickname beside it names the button; the picture would say it twice. */}
            <Avatar
              name={request.member.nickname}
              src={request.member.avatar || undefined}
              size="medium"
              aria-hidden="true"
            />
            <span className={styles.itemText}>
              <span className={styles.itemName}>{request.member.nickname}</span>
              <span className={styles.itemAccount}>
                {fillLabel(labels.account, { account: request.member.account })}
              </span>
            </span>
            <span className={styles.waited}>{labels.waited(request.waitedSeconds)}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
