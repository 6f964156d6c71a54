import type { CSSProperties, HTMLAttributes, Ref } from 'react';
import { cx } from '../../utils/cx';
import { ImageIcon } from '../icons/layoutIcons';
import { Spinner } from '../Spinner';
import * as styles from './PhotoStage.css';

export type PhotoStatus = 'loading' | 'ready' | 'failed';

export type PhotoStageProps = Omit<HTMLAttributes<HTMLDivElement>, 'children'> & {
  /** The photo's address. */
  src: string;
  /** What the photo shows, for screen readers. */
  alt: string;
  /** Where the photo is: the owner keeps it, starting at 'loading'. */
  status: PhotoStatus;
  /** Called when the photo has loaded or failed to. */
  onStatusChange: (status: PhotoStatus) => void;
  /** Said while loading, and shown on failure, translated. */
  labels: { loading: string; failed: string };
  /** On the <img>, for a viewer's own transforms. */
  imageClassName?: string;
  /** On the <img>, for a viewer's own transforms. */
  imageStyle?: CSSProperties;
  /** Forwarded to the stage element. */
  ref?: Ref<HTMLDivElement>;
};

/**
 * The full-screen photo viewers' stage (ImagePreview, BurnImageViewer): the photo fitted to the
 * space, a spinner while it loads, a message if it cannot.
 */
export function PhotoStage({
  src,
  alt,
  status,
  onStatusChange,
  labels,
  imageClassName,
  imageStyle,
  className,
  ...props
}: PhotoStageProps) {
  return (
    <div className={cx(styles.stage, className)} {...props}>
      <img
        src={src}
        alt={alt}
        draggable={false}
        className={cx(styles.image, imageClassName)}
        data-status={status}
        style={imageStyle}
        onLoad={() => onStatusChange('ready')}
        onError={() => onStatusChange('failed')}
      />
      {status === 'loading' && (
        <div className={styles.notice}>
          <Spinner size="large" label={labels.loading} />
        </div>
      )}
      {status === 'failed' && (
        <p role="alert" className={styles.notice}>
          <ImageIcon className={styles.noticeIcon} />
          {labels.failed}
        </p>
      )}
    </div>
  );
}
