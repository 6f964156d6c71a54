import { Button, CommentThread, ConfirmDialog } from '@heartline/ui';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import {
  askDeleteComment,
  cancelDeleteComment,
  cancelReply,
  confirmDeleteComment,
  loadComments,
  loadMoreComments,
  setCommentDraft,
  startReply,
  submitComment,
  translateComment,
  useDynamicComments,
} from './dynamicComments';
import { translationKey } from './dynamics';
import { useSession } from '../../stores/session';
import { useTranslationAvailable } from '../../stores/translationAvailability';
import * as styles from './DynamicsPage.css';
import { useDynamicsLabels } from './useDynamicsLabels';

/**
 * A dynamic's comments with their replies, and the box to comment or reply; each can be
 * translated (paid) into the interface language, shown under the original; my own comments
 * can be deleted (confirmed first). When the author keeps comments to self, it says so and one
 * may still comment.
 */
export function DynamicComments({
  dynamicId,
  ref,
}: {
  dynamicId: number;
  ref?: Ref<HTMLDivElement>;
}) {
  const { t, i18n } = useTranslation('dynamics');
  const { t: common } = useTranslation();
  const { comments: labels } = useDynamicsLabels();
  const { me } = useSession();
  const thread = useDynamicComments();
  const translatable = useTranslationAvailable();
  const current = thread.dynamicId === dynamicId;
  // The translation paid for in this language, else the one the server kept for me.
  const translated = <T extends { readonly id: number }>(item: T) => {
    const translation = thread.translations[translationKey(item.id, i18n.language)];
    return translation ? { ...item, translation } : item;
  };

  if (current && thread.status === 'failed') {
    return (
      <div className={styles.panel} role="alert">
        <p>{t('comments.failed')}</p>
        <Button variant="secondary" onClick={() => void loadComments(dynamicId)}>
          {common('errors.retry')}
        </Button>
      </div>
    );
  }

  return (
    <div ref={ref}>
      <CommentThread
        comments={
          current
            ? thread.records.map((comment) => ({
                ...translated(comment),
                replies: comment.replies.map(translated),
              }))
            : []
        }
        currentUserId={me?.id}
        labels={
          thread.hidden
            ? {
                ...labels,
                emptyTitle: t('comments.hiddenTitle'),
                emptyDescription: t('comments.hiddenDescription'),
              }
            : labels
        }
        loading={!current || (thread.status !== 'ready' && thread.records.length === 0)}
        hasMore={current && thread.status === 'ready' && thread.records.length < thread.total}
        loadingMore={thread.loadingMore}
        translatingIds={[...thread.translating]}
        draft={thread.draft}
        replyingTo={thread.replyingTo}
        submitting={thread.submitting}
        onDraftChange={({ content }) => setCommentDraft(content)}
        onReply={startReply}
        onCancelReply={cancelReply}
        onSubmit={() => void submitComment()}
        onDelete={({ commentId }) => askDeleteComment(commentId)}
        onTranslate={translatable ? ({ commentId }) => void translateComment(commentId) : undefined}
        onLoadMore={() => void loadMoreComments()}
      />
      <ConfirmDialog
        open={thread.pendingDelete !== null}
        tone="danger"
        title={t('comments.deleteTitle')}
        description={t('comments.deleteDescription')}
        confirmLabel={t('delete.confirm')}
        cancelLabel={t('delete.cancel')}
        closeLabel={t('delete.close')}
        pending={thread.deleting}
        onCancel={cancelDeleteComment}
        onConfirm={() => void confirmDeleteComment()}
      />
    </div>
  );
}
