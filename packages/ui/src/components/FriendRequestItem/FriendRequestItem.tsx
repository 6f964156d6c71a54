import type { HTMLAttributes } from 'react';
import { EmojiText } from '../../emoji';
import type { NavigateHandler } from '../../private/AppLink';
import { Badge } from '../../private/Badge';
import { Button } from '../../private/Button';
import { formatShortTime } from '../../private/format';
import { CheckIcon, CloseIcon } from '../../private/icons';
import { ClockIcon } from '../../private/icons/socialIcons';
import type { UserBrief } from '../../private/member';
import { visuallyHidden } from '../../private/VisuallyHidden/VisuallyHidden.css';
import { cx } from '../../utils/cx';
import { UserCard, type UserCardLabels } from '../UserCard';
import * as styles from './FriendRequestItem.css';

/** A friend request (API `FriendRequest`): state 0 pending, 1 accepted, 2 refused. */
export type FriendRequest = {
  id: number;
  user: UserBrief;
  note: string;
  state: 0 | 1 | 2;
  createTime: string;
};

export type FriendRequestItemLabels = UserCardLabels & {
  /** The buttons of a received, pending request ("Accept", "Refuse"). */
  accept: string;
  refuse: string;
  /** The handled states ("Added as friend", "Refused"). */
  accepted: string;
  refused: string;
  /** A sent request still waiting ("Waiting for reply"). */
  waiting: string;
  /** Names the greeting for screen readers ("Message"). */
  note: string;
};

export type FriendRequestItemProps = Omit<HTMLAttributes<HTMLElement>, 'children'> & {
  /** The request (API `FriendRequest`). */
  request: FriendRequest;
  /** received: someone asks me (accept or refuse); sent: I asked them. */
  direction?: 'received' | 'sent';
  /** Every text, translated. */
  labels: FriendRequestItemLabels;
  /** The answer on its way: that button spins, the other waits. */
  busy?: 'accept' | 'refuse';
  /** The time zone of the request time (stories pass "UTC"). */
  timeZone?: string;
  /** The other person's profile address; the name becomes a link. */
  profileHref?: string;
  onNavigate?: NavigateHandler;
  onAccept?: (answer: { requestId: number }) => void;
  onRefuse?: (answer: { requestId: number }) => void;
};

/** A friend request: who, their greeting and when, with accept and refuse, or how it ended. */
export function FriendRequestItem({
  request,
  direction = 'received',
  labels,
  busy,
  timeZone,
  profileHref,
  onNavigate,
  onAccept,
  onRefuse,
  className,
  ...props
}: FriendRequestItemProps) {
  const requestId = request.id;
  const answerable = direction === 'received' && request.state === 0;
  const outcome =
    request.state === 1 ? (
      <Badge tone="success" icon={<CheckIcon />}>
        {labels.accepted}
      </Badge>
    ) : request.state === 2 ? (
      <Badge tone="neutral" icon={<CloseIcon />}>
        {labels.refused}
      </Badge>
    ) : (
      <Badge tone="gold" icon={<ClockIcon />}>
        {labels.waiting}
      </Badge>
    );
  return (
    <UserCard
      user={{ ...request.user, signature: '' }}
      labels={labels}
      profileHref={profileHref}
      onNavigate={onNavigate}
      data-state={['pending', 'accepted', 'refused'][request.state]}
      className={cx(styles.root, className)}
      {...props}
      extra={
        <div className={styles.extra}>
          {request.note && (
            <blockquote className={styles.note}>
              <span className={visuallyHidden}>{labels.note}: </span>
              <EmojiText text={request.note} />
            </blockquote>
          )}
          <time dateTime={request.createTime} className={styles.time}>
            {formatShortTime(request.createTime, { timeZone })}
          </time>
        </div>
      }
      actions={
        answerable ? (
          <>
            <Button
              size="small"
              variant="secondary"
              loading={busy === 'refuse'}
              disabled={busy === 'accept'}
              onClick={() => onRefuse?.({ requestId })}
            >
              {labels.refuse}
            </Button>
            <Button
              size="small"
              icon={<CheckIcon />}
              loading={busy === 'accept'}
              disabled={busy === 'refuse'}
              onClick={() => onAccept?.({ requestId })}
            >
              {labels.accept}
            </Button>
          </>
        ) : (
          outcome
        )
      }
    />
  );
}
