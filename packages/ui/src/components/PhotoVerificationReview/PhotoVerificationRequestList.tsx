import { useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { Avatar } from '../../private/Avatar';
import { fillLabel } from '../../private/format';
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
  const [active, setActive] = useState<number | null>(null);
  const buttons = useRef(new Map<number, HTMLButtonElement>());
  // The tab stop: the request last moved to, else the open one, else the first.
  const stop =
    [active, selectedId].find((id) => id !== null && requests.some((r) => r.id === id)) ??
    requests[0]?.id;

  const move = (event: KeyboardEvent, index: number) => {
    const last = requests.length - 1;
    const target = {
      ArrowDown: Math.min(index + 1, last),
      ArrowUp: Math.max(index - 1, 0),
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const id = requests[target]!.id;
    setActive(id);
    buttons.current.get(id)?.focus();
  };

  return (
    <ul ref={listRef} className={styles.list}>
      {requests.map((request, index) => (
        <li key={request.id}>
          <button
            type="button"
            ref={(button) => {
              if (button) buttons.current.set(request.id, button);
              else buttons.current.delete(request.id);
            }}
            className={styles.item}
            tabIndex={request.id === stop ? 0 : -1}
            aria-current={request.id === selectedId ? 'true' : undefined}
            onClick={() => {
              setActive(request.id);
              onOpen({ id: request.id });
            }}
            onKeyDown={(event) => move(event, index)}
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
