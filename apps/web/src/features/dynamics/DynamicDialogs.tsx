import { BurnImageViewer, ConfirmDialog, ImagePreview } from '@heartline/ui';
import { useTranslation } from 'react-i18next';
import {
  burnImageDone,
  cancelDeleteDynamic,
  closeImage,
  confirmDeleteDynamic,
  findDynamic,
  useDynamics,
} from './dynamics';
import { useDynamicsLabels } from './useDynamicsLabels';

/**
 * The dialogs of the dynamics pages: delete one of mine (confirmed first), a photo on the whole
 * screen, burn-after-reading photos one after the other, 8 seconds each.
 */
export function DynamicDialogs({ onDeleted }: { onDeleted?: (id: number) => void }) {
  const { t, i18n } = useTranslation('dynamics');
  const labels = useDynamicsLabels();
  const { pendingDelete, deleting, preview, burnViewer } = useDynamics();
  const burnAuthor = burnViewer ? (findDynamic(burnViewer.dynamicId)?.user.nickname ?? '') : '';

  return (
    <>
      <ConfirmDialog
        open={pendingDelete !== null}
        tone="danger"
        title={t('delete.title')}
        description={t('delete.description')}
        confirmLabel={t('delete.confirm')}
        cancelLabel={t('delete.cancel')}
        closeLabel={t('delete.close')}
        pending={deleting}
        onCancel={cancelDeleteDynamic}
        onConfirm={() => {
          const id = pendingDelete;
          void confirmDeleteDynamic().then((deleted) => {
            if (deleted && id !== null) onDeleted?.(id);
          });
        }}
      />
      {preview && (
        <ImagePreview
          open
          src={preview.src}
          alt={t('preview.description', { index: preview.index + 1, count: preview.count })}
          title={t('preview.title', { name: preview.author })}
          description={t('preview.description', {
            index: preview.index + 1,
            count: preview.count,
          })}
          labels={labels.preview}
          locale={i18n.language}
          onClose={closeImage}
        />
      )}
      {burnViewer && (
        <BurnImageViewer
          key={`${burnViewer.dynamicId}-${burnViewer.index}`}
          open
          src={burnViewer.images[burnViewer.index] ?? ''}
          alt={t('burn.alt', { name: burnAuthor })}
          title={t('burn.title')}
          description={t('burn.description', {
            index: burnViewer.index + 1,
            count: burnViewer.images.length,
          })}
          labels={labels.burn}
          onBurned={burnImageDone}
        />
      )}
    </>
  );
}
