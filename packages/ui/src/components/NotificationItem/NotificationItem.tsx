import type { HTMLAttributes } from 'react';
import { EmojiText } from '../../emoji';
import { formatShortTime } from '../../private/format';
import type { UserBrief } from '../../private/member';
import { Photo } from '../../private/Photo';
import { visuallyHidden } from '../../private/VisuallyHidden/VisuallyHidden.css';
import { cx } from '../../utils/cx';
import * as styles from './NotificationItem.css';
import { NotificationItemAvatar } from './NotificationItemAvatar';

export type InteractionType = 'like' | 'comment' | 'follow' | 'reply' | 'gift';

/** An interactive notification (API `Interaction`). */
export type Interaction = {
  id: number;
  type: InteractionType;
  /** Who did it; null on likes for callers below SVIP. */
  user: Pick<UserBrief, 'id' | 'nickname' | 'avatar' | 'vipLevel'> | null;
  dynamicId: number | null;
  /** The comment or reply text, or the gift's name. */
  content: string | null;
  /** The dynamic's first image or the gift's icon. */
  image: string | null;
  read: 0 | 1;
  createTime: string;
};

export type NotificationItemLabels = Record<InteractionType, string> & {
  /** Stands for a hidden liker in the sentences ("Someone"). */
  someone: string;
  /** Under a hidden liker's like ("Upgrade to SVIP to see who likes you"). */
  hiddenLiker?: string;
  /** Said for unread notifications ("Unread"). */
  unread: string;
};

export type NotificationItemProps = Omit<HTMLAttributes<HTMLDivElement>, 'children'> & {
  /** The notification (API `Interaction`). */
  notification: Interaction;
  /** The sentences with `{name}` ("{name} liked your dynamic"), and the other texts, translated. */
  labels: NotificationItemLabels;
  /** The time zone of the time (stories pass "UTC"). */
  timeZone?: string;
  /** Open what it is about: the dynamic, the follower's profile, the gifts. */
  onOpen?: (open: {
    notificationId: number;
    type: InteractionType;
    dynamicId: number | null;
    userId: number | null;
  }) => void;
};

/** The sentence with the name in bold, wherever the translation puts it. */
function sentence(template: string, name: string) {
  const [before, ...after] = template.split('{name}');
  return (
    <>
      {before}
      {after.length > 0 && <strong className={styles.name}>{name}</strong>}
      {after.join(name)}
    </>
  );
}

/** Someone liked, commented, replied, followed or sent a gift: one row that opens it. */
export function NotificationItem({
  notification: n,
  labels,
  timeZone,
  onOpen,
  className,
  ...props
}: NotificationItemProps) {
  const name = n.user?.nickname ?? labels.someone;
  const quote = (n.type === 'comment' || n.type === 'reply') && n.content;
  const content = (
    <>
      <NotificationItemAvatar user={n.user} type={n.type} />
      <span className={styles.body}>
        <span className={styles.sentence}>
          {n.read === 0 && <span className={visuallyHidden}>{labels.unread}: </span>}
          {sentence(labels[n.type], name)}
          {n.type === 'gift' && n.content && (
            <>
              {' '}
              <span className={styles.gift}>{n.content}</span>
            </>
          )}
        </span>
        {quote && (
          <span className={styles.quote}>
            <EmojiText text={quote} />
          </span>
        )}
        {!n.user && labels.hiddenLiker && <span className={styles.hint}>{labels.hiddenLiker}</span>}
        <time dateTime={n.createTime} className={styles.time}>
          {formatShortTime(n.createTime, { timeZone })}
        </time>
      </span>
      {n.image && (
        <Photo
          src={n.image}
          alt=""
          sizes="52px"
          width={52}
          height={52}
          className={styles.preview({ type: n.type === 'gift' ? 'gift' : 'photo' })}
        />
      )}
      {n.read === 0 && <span className={styles.dot} aria-hidden="true" />}
    </>
  );
  return (
    <div data-unread={n.read === 0 || undefined} className={cx(styles.root, className)} {...props}>
      {onOpen ? (
        <button
          type="button"
          className={cx(styles.row, styles.rowButton)}
          onClick={() =>
            onOpen({
              notificationId: n.id,
              type: n.type,
              dynamicId: n.dynamicId,
              userId: n.user?.id ?? null,
            })
          }
        >
          {content}
        </button>
      ) : (
        <div className={styles.row}>{content}</div>
      )}
    </div>
  );
}
