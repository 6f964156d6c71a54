import { useRef } from 'react';
import { fillLabel } from '../../private/format';
import { IconButton } from '../../private/IconButton';
import { AlertIcon, CloseIcon } from '../../private/icons';
import { ImagePlusIcon } from '../../private/icons/dialogIcons';
import { Photo } from '../../private/Photo';
import * as styles from './DynamicComposerImages.css';
import type { DynamicComposerLabels } from './labels';

/** A chosen image: its address (a blob: preview while uploading), and how far the upload is. */
export type ComposerImage = {
  /** Identifies the image while it uploads (a local id). */
  id: string;
  /** The preview, then the uploaded image's address (what /dynamic/release receives). */
  src: string;
  /** 0 to 100 while uploading; absent once uploaded. */
  progress?: number;
  /** The upload failed: remove it and try again. */
  failed?: boolean;
};

type DynamicComposerImagesProps = {
  images: ComposerImage[];
  maxImages: number;
  labels: DynamicComposerLabels;
  disabled: boolean;
  onAddImages: (add: { files: File[] }) => void;
  onRemoveImage: (remove: { id: string }) => void;
};

/** The thumbnails with their progress and remove buttons, then the add tile while there is room. */
export function DynamicComposerImages({
  images,
  maxImages,
  labels,
  disabled,
  onAddImages,
  onRemoveImage,
}: DynamicComposerImagesProps) {
  const input = useRef<HTMLInputElement>(null);
  const room = maxImages - images.length;
  return (
    <div className={styles.images}>
      <ul
        className={styles.thumbnails}
        aria-label={fillLabel(labels.imageCount, { count: images.length, max: maxImages })}
      >
        {images.map((image, index) => (
          <li key={image.id} className={styles.thumbnail} data-failed={image.failed || undefined}>
            <Photo
              src={image.src}
              alt={fillLabel(labels.image, { index: index + 1 })}
              sizes="96px"
              width={96}
              height={96}
              className={styles.thumbnailImage}
            />
            {image.progress !== undefined && !image.failed && (
              <span
                className={styles.progress}
                role="progressbar"
                aria-valuenow={image.progress}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-label={fillLabel(labels.uploading, { percent: image.progress })}
              >
                <span className={styles.progressBar} style={{ width: `${image.progress}%` }} />
              </span>
            )}
            {image.failed && (
              <span className={styles.failed}>
                <AlertIcon />
                {labels.uploadFailed}
              </span>
            )}
            <IconButton
              label={fillLabel(labels.removeImage, { index: index + 1 })}
              icon={<CloseIcon />}
              size="small"
              variant="secondary"
              disabled={disabled}
              className={styles.remove}
              onClick={() => onRemoveImage({ id: image.id })}
            />
          </li>
        ))}
        {room > 0 && (
          <li className={styles.thumbnail}>
            <button
              type="button"
              className={styles.addTile}
              disabled={disabled}
              onClick={() => input.current?.click()}
            >
              <ImagePlusIcon className={styles.addIcon} />
              <span>{labels.addImages}</span>
              <span className={styles.addCount}>
                {fillLabel(labels.imageCount, { count: images.length, max: maxImages })}
              </span>
            </button>
          </li>
        )}
      </ul>
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png,image/gif"
        multiple
        hidden
        onChange={(event) => {
          const files = [...(event.currentTarget.files ?? [])].slice(0, room);
          event.currentTarget.value = '';
          if (files.length > 0) onAddImages({ files });
        }}
      />
    </div>
  );
}
