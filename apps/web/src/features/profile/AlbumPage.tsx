import { Album, Badge, Button, ConfirmDialog, ImagePreview } from '@heartline/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../app/usePageTitle';
import {
  addPhotos,
  askDelete,
  deleteConfirmed,
  loadAlbum,
  loadMorePhotos,
  openPreview,
  useAlbum,
} from './album';
import { hasMore } from '../../stores/pagedList';
import * as styles from './AlbumPage.css';
import { PageHead } from './PageHead';
import { usePreviewLabels } from './profileLabels';
import { UploadProgress } from './UploadProgress';

/**
 * /album, my album: add photos (checked, compressed and uploaded one after the other, with
 * progress), delete one after confirming, open one in the viewer.
 */
export default function AlbumPage() {
  const { t, i18n } = useTranslation('album');
  const title = usePageTitle('album');
  const previewLabels = usePreviewLabels('album');
  const { photos, uploads, deletingIds, confirmDelete, previewIndex } = useAlbum();
  useEffect(() => {
    void loadAlbum();
  }, []);

  const shown = previewIndex === null ? undefined : photos.items[previewIndex];
  const previewTitle = t('preview.title', { index: (previewIndex ?? 0) + 1, count: photos.total });
  const current = Math.min(uploads.done + 1, uploads.count);

  return (
    <div className={styles.page}>
      <PageHead
        title={title}
        subtitle={t('subtitle')}
        link={{ to: '/profile', label: t('viewProfile') }}
      />
      <section className={styles.card} aria-labelledby="album-photos-title">
        <h2 id="album-photos-title" className={styles.cardTitle}>
          {t('listLabel')}
          {photos.total > 0 && <Badge>{photos.total.toLocaleString(i18n.language)}</Badge>}
        </h2>
        {uploads.count > 0 && (
          <div className={styles.uploads}>
            <UploadProgress
              label={t('uploading', {
                current,
                count: uploads.count,
                percent: Math.round(uploads.progress * 100),
              })}
              fraction={uploads.progress}
            />
          </div>
        )}
        {photos.status === 'failed' && photos.items.length === 0 ? (
          <div className={styles.status}>
            <p>{t('loadFailed')}</p>
            <Button variant="secondary" onClick={() => void loadAlbum()}>
              {t('retry')}
            </Button>
          </div>
        ) : (
          <Album
            own
            photos={photos.items.map(({ id, url, locked }) => ({ id, url, locked }))}
            loading={photos.items.length === 0 && photos.status !== 'ready'}
            uploading={uploads.waiting}
            deletingIds={[...deletingIds]}
            labels={{
              title: t('listLabel'),
              photo: t('photo'),
              add: t('add'),
              delete: t('delete'),
              emptyTitle: t('emptyTitle'),
              emptyDescription: t('emptyDescription'),
              loading: t('loading'),
            }}
            onOpen={({ index }) => openPreview(index)}
            onAddPhotos={({ files }) => void addPhotos(files)}
            onDelete={({ photoId }) => askDelete(photoId)}
          />
        )}
        {hasMore(photos) && (
          <Button
            variant="ghost"
            className={styles.more}
            loading={photos.loadingMore}
            onClick={() => void loadMorePhotos()}
          >
            {t('more')}
          </Button>
        )}
      </section>
      <ConfirmDialog
        open={confirmDelete !== null}
        tone="danger"
        title={t('confirm.title')}
        description={t('confirm.description')}
        confirmLabel={t('confirm.confirm')}
        cancelLabel={t('confirm.cancel')}
        closeLabel={t('confirm.close')}
        onConfirm={() => void deleteConfirmed()}
        onCancel={() => askDelete(null)}
      />
      <ImagePreview
        open={Boolean(shown?.url)}
        src={shown?.url ?? ''}
        alt={previewTitle}
        title={previewTitle}
        labels={previewLabels}
        locale={i18n.language}
        onClose={() => openPreview(null)}
      />
    </div>
  );
}
