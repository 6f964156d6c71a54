import { useRef, type HTMLAttributes } from 'react';
import { Button } from '../../private/Button';
import { EmptyState } from '../../private/EmptyState';
import { PlusIcon } from '../../private/icons';
import { ImageIcon } from '../../private/icons/layoutIcons';
import { visuallyHidden } from '../../private/VisuallyHidden/VisuallyHidden.css';
import { cx } from '../../utils/cx';
import * as styles from './Album.css';
import { AlbumLocked } from './AlbumLocked';
import { AlbumGrid } from './AlbumGrid';
import type { AlbumLabels } from './labels';

/** A photo of an API `AlbumPhoto`: `url` is null and `locked` true without photo permission. */
export type AlbumPhoto = { id: number; url: string | null; locked: boolean };

export type { AlbumLabels } from './labels';

export type AlbumProps = Omit<HTMLAttributes<HTMLDivElement>, 'children'> & {
  /** The photos, newest first (API `AlbumPhoto`). */
  photos: AlbumPhoto[];
  /** The viewer's own album: an add tile and delete buttons. */
  own?: boolean;
  /** Photos are on their way: skeleton tiles. */
  loading?: boolean;
  /** Photos being uploaded: that many spinner tiles after the add tile. */
  uploading?: number;
  /** Photos being deleted: dimmed, with a spinner. */
  deletingIds?: number[];
  /** The unlock payment is running. */
  unlockPending?: boolean;
  /** Every text, translated. */
  labels: AlbumLabels;
  /** Opens the image preview at that photo. */
  onOpen?: (open: { index: number }) => void;
  /** Own album: the chosen files (JPEG, PNG or GIF) to upload. */
  onAddPhotos?: (add: { files: File[] }) => void;
  /** Own album: delete a photo; the app confirms first. */
  onDelete?: (remove: { photoId: number }) => void;
  /** Locked album: pay for photo permission (3 coins). */
  onUnlock?: () => void;
};

/** A member's photos: a grid that opens the preview; the owner adds and deletes. */
export function Album({
  photos,
  own = false,
  loading = false,
  uploading = 0,
  deletingIds = [],
  unlockPending = false,
  labels,
  onOpen,
  onAddPhotos,
  onDelete,
  onUnlock,
  className,
  ...props
}: AlbumProps) {
  const fileInput = useRef<HTMLInputElement>(null);
  const canAdd = own && onAddPhotos && labels.add;
  const pick = () => fileInput.current?.click();
  const input = canAdd && (
    <input
      ref={fileInput}
      type="file"
      accept="image/jpeg,image/png,image/gif"
      multiple
      hidden
      onChange={(event) => {
        const files = [...(event.currentTarget.files ?? [])];
        event.currentTarget.value = '';
        if (files.length > 0) onAddPhotos({ files });
      }}
    />
  );

  if (loading) {
    return (
      <div className={cx(styles.root, className)} aria-busy="true" {...props}>
        <span role="status" className={visuallyHidden}>
          {labels.loading}
        </span>
        <div className={styles.grid} aria-hidden="true">
          {Array.from({ length: 6 }, (_, index) => (
            <span key={index} className={styles.skeleton} />
          ))}
        </div>
      </div>
    );
  }

  if (!own && photos.some((photo) => photo.locked)) {
    return (
      <AlbumLocked
        labels={labels}
        unlockPending={unlockPending}
        onUnlock={onUnlock}
        className={className}
        {...props}
      />
    );
  }

  if (photos.length === 0 && uploading === 0) {
    return (
      <div className={cx(styles.root, className)} {...props}>
        <EmptyState
          icon={<ImageIcon />}
          title={labels.emptyTitle}
          description={labels.emptyDescription}
          action={
            canAdd && (
              <Button icon={<PlusIcon />} onClick={pick}>
                {labels.add}
              </Button>
            )
          }
        />
        {input}
      </div>
    );
  }

  return (
    <div className={cx(styles.root, className)} {...props}>
      <AlbumGrid
        photos={photos}
        own={own}
        uploading={uploading}
        deletingIds={deletingIds}
        labels={labels}
        onAdd={canAdd ? pick : undefined}
        onOpen={onOpen}
        onDelete={onDelete}
      />
      {input}
    </div>
  );
}
