import type { HTMLAttributes } from 'react';
import { Button } from '../../private/Button';
import { EmptyState } from '../../private/EmptyState';
import { InfoIcon } from '../../private/icons';
import { ScrollArea } from '../../private/ScrollArea';
import { Spinner } from '../../private/Spinner';
import { cx } from '../../utils/cx';
import * as styles from './ModerationAuditLog.css';

/** What an operator can do about a complaint (API `ModerationAction`). */
export type ModerationAction = 'dismiss' | 'removeContent' | 'warn' | 'suspend' | 'ban';

/** The five actions, in the order the console offers them. */
export const moderationActions: readonly ModerationAction[] = [
  'dismiss',
  'removeContent',
  'warn',
  'suspend',
  'ban',
];

/** What the audit log records: a complaint's action, or a photo verification decision. */
export type ModerationAuditAction =
  ModerationAction | 'approvePhotoVerification' | 'refusePhotoVerification';

/** One moderation action as the audit log keeps it (API `ModerationAuditEntry`). */
export type ModerationAuditEntry = {
  id: number;
  /** When it was done (ISO 8601). */
  time: string;
  operatorId: number;
  operatorNickname: string;
  complaintId: number | null;
  targetId: number;
  targetNickname: string;
  action: ModerationAuditAction;
  days: number | null;
  dynamicId: number | null;
  reason: string;
};

export type ModerationAuditLogLabels = {
  /** Names the log ("Audit log"). */
  title: string;
  /** The column headings. */
  time: string;
  operator: string;
  action: string;
  target: string;
  days: string;
  reason: string;
  /** Each action's name ("Suspend", "Verification approved"). */
  actions: Record<ModerationAuditAction, string>;
  /** Shown when nothing was done yet. */
  empty: string;
  /** The first page is loading. */
  loading: string;
  /** "Show more". */
  loadMore: string;
};

export type ModerationAuditLogProps = Omit<HTMLAttributes<HTMLDivElement>, 'children'> & {
  /** The entries, newest first. */
  entries: readonly ModerationAuditEntry[];
  labels: ModerationAuditLogLabels;
  /** Formats a time for the reader ("11-26 10:00"). */
  formatTime: (time: string) => string;
  loading?: boolean;
  hasMore?: boolean;
  loadingMore?: boolean;
  onLoadMore?: () => void;
};

/** The moderation audit log: who did what to whom, when and why, as a table that scrolls. */
export function ModerationAuditLog({
  entries,
  labels,
  formatTime,
  loading = false,
  hasMore = false,
  loadingMore = false,
  onLoadMore,
  className,
  ...props
}: ModerationAuditLogProps) {
  return (
    <div
      aria-busy={loading || loadingMore || undefined}
      className={cx(styles.root, className)}
      {...props}
    >
      {loading ? (
        <div className={styles.loading}>
          <Spinner size="large" label={labels.loading} />
        </div>
      ) : entries.length === 0 ? (
        <EmptyState icon={<InfoIcon />} title={labels.empty} />
      ) : (
        // A wide table scrolls sideways on a phone.
        <ScrollArea orientation="horizontal" label={labels.title} className={styles.scroll}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{labels.time}</th>
                <th scope="col">{labels.operator}</th>
                <th scope="col">{labels.action}</th>
                <th scope="col">{labels.target}</th>
                <th scope="col">{labels.days}</th>
                <th scope="col">{labels.reason}</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id}>
                  <td className={styles.nowrap}>
                    <time dateTime={entry.time}>{formatTime(entry.time)}</time>
                  </td>
                  <td>{entry.operatorNickname}</td>
                  <td className={styles.nowrap}>
                    <span className={styles.action[entry.action]}>
                      {labels.actions[entry.action]}
                    </span>
                  </td>
                  <td>{entry.targetNickname}</td>
                  <td className={styles.number}>{entry.days ?? '–'}</td>
                  <td className={styles.reason}>{entry.reason}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollArea>
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
    </div>
  );
}
