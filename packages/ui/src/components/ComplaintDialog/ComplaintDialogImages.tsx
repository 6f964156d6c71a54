import { useId } from 'react';
import { IconButton } from '../../private/IconButton';
import { CloseIcon } from '../../private/icons';
import { ImagePlusIcon } from '../../private/icons/dialogIcons';
import { fillLabel } from '../../private/format';
import { Photo } from '../../private/Photo';
import { Spinner } from '../../private/Spinner';
import * as styles from './ComplaintDialogImages.css';
import type { ComplaintDialogLabels } from './ComplaintDialogLabels';

type ImagesProps = {
  images: readonly string[];
  max: number;
  uploading: boolean;
  disabled: boolean;
  labels: Pick<
    ComplaintDialogLabels,
    'images' | 'addImage' | 'removeImage' | 'image' | 'uploading'
  >;
  onAdd?: () => void;
  onRemove?: (event: { index: number }) => void;
};

/** Up to `max` screenshot thumbnails, each with a remove button, and a tile that adds one. */
export function ComplaintDialogImages({
  images,
  max,
  uploading,
  disabled,
  labels,
  onAdd,
  onRemove,
}: ImagesProps) {
  const headingId = useId();
  const room = images.length + (uploading ? 1 : 0) < max;
  return (
    <div role="group" aria-labelledby={headingId} className={styles.root}>
      <span id={headingId} className={styles.heading}>
        {labels.images}
      </span>
      <ul className={styles.list}>
        {images.map((url, index) => {
          const number = { number: index + 1 };
          return (
            <li key={url} className={styles.thumb}>
              <Photo
                src={url}
                alt={fillLabel(labels.image, number)}
                sizes="84px"
                width={84}
                height={84}
                className={styles.picture}
              />
              {onRemove && (
                <IconButton
                  label={fillLabel(labels.removeImage, number)}
                  icon={<CloseIcon />}
                  size="small"
                  variant="secondary"
                  className={styles.remove}
                  disabled={disabled}
                  onClick={() => onRemove({ index })}
                />
              )}
            </li>
          );
        })}
        {uploading && (
          <li className={styles.thumb}>
            <span className={styles.uploading}>
              <Spinner label={labels.uploading} />
            </span>
          </li>
        )}
        {room && onAdd && (
          <li>
            <button type="button" className={styles.add} onClick={onAdd} disabled={disabled}>
              <ImagePlusIcon className={styles.addIcon} />
              {labels.addImage}
            </button>
          </li>
        )}
      </ul>
    </div>
  );
}
