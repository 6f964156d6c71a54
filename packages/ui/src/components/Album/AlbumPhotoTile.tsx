import { IconButton } from '../../private/IconButton';
import { TrashIcon } from '../../private/icons';
import { Spinner } from '../../private/Spinner';
import { tileSpinner } from './Album.css';
import * as styles from './AlbumPhotoTile.css';
import type { AlbumPhoto } from './Album';

type AlbumPhotoTileProps = {
  photo: AlbumPhoto;
  name: string;
  deleteLabel?: string;
  deleting: boolean;
  onOpen?: () => void;
  onDelete?: () => void;
};

/** One photo: a button that opens the preview, and the owner's delete button on its corner. */
export function AlbumPhotoTile({
  photo,
  name,
  deleteLabel,
  deleting,
  onOpen,
  onDelete,
}: AlbumPhotoTileProps) {
  const image = photo.url && (
    <img src={photo.url} alt={name} className={styles.image} draggable={false} />
  );
  return (
    <div className={styles.tile} data-deleting={deleting || undefined}>
      {onOpen ? (
        <button type="button" className={styles.open} onClick={onOpen} disabled={deleting}>
          {image}
        </button>
      ) : (
        image
      )}
      {deleting && <Spinner size="large" className={tileSpinner} />}
      {deleteLabel && onDelete && !deleting && (
        <IconButton
          label={deleteLabel}
          icon={<TrashIcon />}
          size="small"
          variant="secondary"
          className={styles.deleteButton}
          onClick={onDelete}
        />
      )}
    </div>
  );
}
