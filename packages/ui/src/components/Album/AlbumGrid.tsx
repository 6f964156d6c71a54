import { fillLabel } from '../../private/format';
import { PlusIcon } from '../../private/icons';
import { Spinner } from '../../private/Spinner';
import type { AlbumProps } from './Album';
import * as styles from './Album.css';
import { AlbumPhotoTile } from './AlbumPhotoTile';

type AlbumGridProps = Pick<AlbumProps, 'photos' | 'labels' | 'onOpen' | 'onDelete'> & {
  own: boolean;
  uploading: number;
  deletingIds: number[];
  /** Opens the file picker; the add tile shows only with it. */
  onAdd?: () => void;
};

/** The add tile, the photos being uploaded, then the photos. */
export function AlbumGrid({
  photos,
  own,
  uploading,
  deletingIds,
  labels,
  onAdd,
  onOpen,
  onDelete,
}: AlbumGridProps) {
  const count = photos.length;
  return (
    <ul className={styles.grid} aria-label={labels.title} aria-busy={uploading > 0 || undefined}>
      {onAdd && (
        <li className={styles.cell}>
          <button type="button" className={styles.addTile} onClick={onAdd}>
            <PlusIcon className={styles.addIcon} />
            {labels.add}
          </button>
        </li>
      )}
      {Array.from({ length: uploading }, (_, index) => (
        <li key={`upload-${index}`} className={styles.cell}>
          <span className={styles.uploadingTile}>
            <span className={styles.skeleton} />
            <Spinner size="large" className={styles.tileSpinner} />
          </span>
        </li>
      ))}
      {photos.map((photo, index) => (
        <li key={photo.id} className={styles.cell}>
          <AlbumPhotoTile
            photo={photo}
            name={fillLabel(labels.photo, { index: index + 1, count })}
            deleteLabel={
              own && onDelete && labels.delete
                ? fillLabel(labels.delete, { index: index + 1, count })
                : undefined
            }
            deleting={deletingIds.includes(photo.id)}
            onOpen={onOpen && (() => onOpen({ index }))}
            onDelete={onDelete && (() => onDelete({ photoId: photo.id }))}
          />
        </li>
      ))}
    </ul>
  );
}
