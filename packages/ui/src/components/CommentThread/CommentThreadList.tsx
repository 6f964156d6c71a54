import type { ReactNode } from 'react';
import type { CommentThreadProps, ThreadReply } from './CommentThread';
import * as styles from './CommentThread.css';
import { CommentThreadItem } from './CommentThreadItem';

type CommentThreadListProps = Pick<
  CommentThreadProps,
  'comments' | 'currentUserId' | 'labels' | 'timeZone' | 'onReply' | 'onDelete' | 'onTranslate'
> & { translatingIds: number[] };

/** The comments, each with its replies (one level deep) in a tinted block under it. */
export function CommentThreadList({
  comments,
  currentUserId,
  labels,
  timeZone,
  translatingIds,
  onReply,
  onDelete,
  onTranslate,
}: CommentThreadListProps) {
  const item = (comment: ThreadReply, children?: ReactNode) => (
    <CommentThreadItem
      comment={comment}
      own={comment.user.id === currentUserId}
      labels={labels}
      timeZone={timeZone}
      translating={translatingIds.includes(comment.id)}
      onReply={
        onReply && (() => onReply({ commentId: comment.id, nickname: comment.user.nickname }))
      }
      onDelete={onDelete && (() => onDelete({ commentId: comment.id }))}
      onTranslate={onTranslate && (() => onTranslate({ commentId: comment.id }))}
    >
      {children}
    </CommentThreadItem>
  );
  return (
    <ul className={styles.list}>
      {comments.map((comment) => (
        <li key={comment.id}>
          {item(
            comment,
            comment.replies.length > 0 && (
              <ul className={styles.replies}>
                {comment.replies.map((reply) => (
                  <li key={reply.id}>{item(reply)}</li>
                ))}
              </ul>
            ),
          )}
        </li>
      ))}
    </ul>
  );
}
