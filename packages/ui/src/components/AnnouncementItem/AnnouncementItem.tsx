import { useId, useState, type HTMLAttributes } from 'react';
import { formatShortTime } from '../../private/format';
import { MegaphoneIcon } from '../../private/icons/layoutIcons';
import { visuallyHidden } from '../../private/VisuallyHidden/VisuallyHidden.css';
import { cx } from '../../utils/cx';
import * as styles from './AnnouncementItem.css';

/** A system announcement (API `Notice`). */
export type Notice = {
  id: number;
  title: string;
  content: string;
  createTime: string;
  read: 0 | 1;
};

export type AnnouncementItemProps = Omit<HTMLAttributes<HTMLElement>, 'children'> & {
  /** The announcement (API `Notice`). */
  notice: Notice;
  /** Every text, translated. */
  labels: {
    /** Said for unread announcements ("Unread"). */
    unread: string;
    /** Folding of long texts ("Read more", "Show less"). */
    showMore: string;
    showLess: string;
  };
  /** The time as shown; "MM-DD HH:mm" from `createTime` without it. */
  timeLabel?: string;
  /** The time zone of the default time (stories pass "UTC"). */
  timeZone?: string;
  /** Starts unfolded (the announcement page's single view). */
  defaultExpanded?: boolean;
  /** Called the first time the reader unfolds it (the app marks it read). */
  onExpand?: (open: { noticeId: number }) => void;
};

/** Long announcements fold to three lines. */
function isLong(content: string) {
  return content.length > 180 || content.split('\n').length > 3;
}

/** An announcement from Heartline: title, time, unread dot and its text, folded when long. */
export function AnnouncementItem({
  notice,
  labels,
  timeLabel,
  timeZone,
  defaultExpanded = false,
  onExpand,
  className,
  ...props
}: AnnouncementItemProps) {
  const titleId = useId();
  const textId = useId();
  const [expanded, setExpanded] = useState(defaultExpanded);
  const long = isLong(notice.content);
  const unread = notice.read === 0;
  return (
    <article
      aria-labelledby={titleId}
      data-unread={unread || undefined}
      className={cx(styles.root, className)}
      {...props}
    >
      <span className={styles.icon} aria-hidden="true">
        <MegaphoneIcon />
      </span>
      <div className={styles.body}>
        <div className={styles.head}>
          <h3 id={titleId} className={styles.title}>
            {unread && <span className={visuallyHidden}>{labels.unread}: </span>}
            {notice.title}
          </h3>
          {unread && <span className={styles.dot} aria-hidden="true" />}
        </div>
        <time dateTime={notice.createTime} className={styles.time}>
          {timeLabel ?? formatShortTime(notice.createTime, { timeZone })}
        </time>
        <p id={textId} className={styles.content({ clamped: long && !expanded })}>
          {notice.content}
        </p>
        {long && (
          <button
            type="button"
            className={styles.more}
            aria-expanded={expanded}
            aria-controls={textId}
            onClick={() => {
              if (!expanded) onExpand?.({ noticeId: notice.id });
              setExpanded(!expanded);
            }}
          >
            {expanded ? labels.showLess : labels.showMore}
          </button>
        )}
      </div>
    </article>
  );
}
