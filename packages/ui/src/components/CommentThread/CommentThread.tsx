import { useId, type HTMLAttributes } from 'react';
import { Button } from '../../private/Button';
import { EmptyState } from '../../private/EmptyState';
import { ChatIcon } from '../../private/icons';
import type { UserBrief } from '../../private/member';
import { Spinner } from '../../private/Spinner';
import { cx } from '../../utils/cx';
import * as styles from './CommentThread.css';
import { CommentThreadComposer } from './CommentThreadComposer';
import { CommentThreadList } from './CommentThreadList';
import type { CommentThreadLabels } from './labels';

type Person = Pick<UserBrief, 'id' | 'nickname' | 'avatar' | 'vipLevel'>;

/** A reply (API `CommentReply`). */
export type ThreadReply = {
  id: number;
  user: Person;
  replyTo: Pick<UserBrief, 'id' | 'nickname'> | null;
  content: string;
  createTime: string;
  translation?: string;
};

/** A top-level comment with its replies, oldest first (API `Comment`). */
export type ThreadComment = ThreadReply & { replies: ThreadReply[] };

export type CommentThreadProps = Omit<HTMLAttributes<HTMLElement>, 'children' | 'onSubmit'> & {
  /** The comments shown so far. */
  comments: ThreadComment[];
  /** The viewer's profile id: their comments can be deleted, and are not offered for translation. */
  currentUserId?: number;
  /** Every text, translated. */
  labels: CommentThreadLabels;
  /** The time zone of the times (stories pass "UTC"). */
  timeZone?: string;
  /** The first page is loading. */
  loading?: boolean;
  /** More comments exist: the load-more button shows. */
  hasMore?: boolean;
  /** The next page is loading. */
  loadingMore?: boolean;
  /** Comments and replies being translated. */
  translatingIds?: number[];
  /** The composer's text (controlled). */
  draft: string;
  /** The comment being answered; null for a new top-level comment. */
  replyingTo?: { commentId: number; nickname: string } | null;
  /** The comment is being sent. */
  submitting?: boolean;
  /** The longest comment in characters (spec: 1000). */
  maxLength?: number;
  onDraftChange?: (change: { content: string }) => void;
  /** Start a reply to a comment or reply. */
  onReply?: (target: { commentId: number; nickname: string }) => void;
  onCancelReply?: () => void;
  /** Send the draft; `parentId` is the comment answered, or null. */
  onSubmit?: (comment: { content: string; parentId: number | null }) => void;
  /** Delete an own comment (the app confirms first). */
  onDelete?: (request: { commentId: number }) => void;
  /** Translate a comment (paid); offered on others' comments only. */
  onTranslate?: (request: { commentId: number }) => void;
  onLoadMore?: () => void;
};

/** A dynamic's comments with their replies, and the box to write one. */
export function CommentThread({
  comments,
  currentUserId,
  labels,
  timeZone,
  loading = false,
  hasMore = false,
  loadingMore = false,
  translatingIds = [],
  draft,
  replyingTo = null,
  submitting = false,
  maxLength = 1000,
  onDraftChange,
  onReply,
  onCancelReply,
  onSubmit,
  onDelete,
  onTranslate,
  onLoadMore,
  className,
  ...props
}: CommentThreadProps) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      aria-busy={loading || loadingMore || undefined}
      className={cx(styles.root, className)}
      {...props}
    >
      <h2 id={titleId} className={styles.title}>
        {labels.title}
      </h2>
      {loading ? (
        <div className={styles.loading}>
          <Spinner size="large" label={labels.loading} />
        </div>
      ) : comments.length === 0 ? (
        <EmptyState
          icon={<ChatIcon />}
          title={labels.emptyTitle}
          description={labels.emptyDescription}
        />
      ) : (
        <CommentThreadList
          comments={comments}
          currentUserId={currentUserId}
          labels={labels}
          timeZone={timeZone}
          translatingIds={translatingIds}
          onReply={onReply}
          onDelete={onDelete}
          onTranslate={onTranslate}
        />
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
      {onSubmit && (
        <CommentThreadComposer
          draft={draft}
          replyingTo={replyingTo}
          submitting={submitting}
          maxLength={maxLength}
          labels={labels}
          onDraftChange={onDraftChange}
          onCancelReply={onCancelReply}
          onSubmit={onSubmit}
        />
      )}
    </section>
  );
}
