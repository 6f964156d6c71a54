import { IconButton } from '../../private/IconButton';
import { TrashIcon } from '../../private/icons';
import { Photo, sizesFor } from '../../private/Photo';
import { Spinner } from '../../private/Spinner';
import { tileSpinner } from './Album.css';
import * as styles from './AlbumPhotoTile.css';
import type { AlbumPhoto } from './Album';

/** Three to a row on a phone; about 160 px in the wider page's grid. */
const tileSizes = sizesFor({ narrow: '33vw', wide: '160px' });

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
    <Photo
      src={photo.url}
      alt={name}
      sizes={tileSizes}
      width={160}
      height={160}
      className={styles.image}
      draggable={false}
    />
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
