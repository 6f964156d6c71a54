import { Album, Badge, Button, ChevronRightIcon, ImagePreview } from '@heartline/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { hasMore } from '../../stores/pagedList';
import { loadAlbum, loadMorePhotos, unlockPhotos, useProfile } from './profile';
import * as styles from './ProfilePage.css';
import { usePreviewLabels } from './profileLabels';

/**
 * The profile's photos: a grid that opens the viewer. A man sees someone's photos only after
 * paying 3 coins once (the locked panel offers it); my own profile links to my album.
 */
export function ProfileAlbum({ own }: { own: boolean }) {
  const { t, i18n } = useTranslation('profile');
  const previewLabels = usePreviewLabels('profile');
  const { profile, album, photoPermission, unlockPending } = useProfile();
  const [preview, setPreview] = useState<number | null>(null);
  const name = profile?.nickname ?? '';
  const photos = album.items.map(({ id, url, locked }) => ({ id, url, locked }));
  const shown = preview === null ? undefined : album.items[preview];
  const previewTitle = t('preview.title', { index: (preview ?? 0) + 1, count: album.total });

  return (
    <section className={styles.section} aria-labelledby="profile-album-title">
      <div className={styles.sectionHead}>
        <h2 id="profile-album-title" className={styles.sectionTitle}>
          {t('album.title')}
          {album.total > 0 && <Badge>{album.total.toLocaleString(i18n.language)}</Badge>}
        </h2>
        {own && (
          <Link to="/album" className={styles.headLink}>
            {t('album.manage')}
            <ChevronRightIcon aria-hidden="true" />
          </Link>
        )}
      </div>
      {album.status === 'failed' && album.items.length === 0 ? (
        <div className={styles.status}>
          <p>{t('album.failed')}</p>
          <Button variant="secondary" onClick={() => void loadAlbum()}>
            {t('album.retry')}
          </Button>
        </div>
      ) : (
        <Album
          photos={photos}
          loading={album.items.length === 0 && album.status !== 'ready'}
          unlockPending={unlockPending}
          labels={{
            title: own ? t('album.ownListLabel') : t('album.listLabel', { name }),
            photo: t('album.photo'),
            lockedTitle: t('album.lockedTitle', { name }),
            lockedDescription: t('album.lockedDescription', { name }),
            unlock: t('album.unlock'),
            emptyTitle: t('album.emptyTitle'),
            emptyDescription: own
              ? t('album.ownEmptyDescription')
              : t('album.emptyDescription', { name }),
            loading: t('album.loading'),
          }}
          onOpen={({ index }) => setPreview(index)}
          onUnlock={() => void unlockPhotos()}
        />
      )}
      {photoPermission === 1 && hasMore(album) && (
        <Button
          variant="ghost"
          className={styles.more}
          loading={album.loadingMore}
          onClick={() => void loadMorePhotos()}
        >
          {t('album.more')}
        </Button>
      )}
      <ImagePreview
        open={Boolean(shown?.url)}
        src={shown?.url ?? ''}
        alt={previewTitle}
        title={previewTitle}
        description={name}
        labels={previewLabels}
        locale={i18n.language}
        onClose={() => setPreview(null)}
      />
    </section>
  );
}
