import { assignInlineVars } from '@vanilla-extract/dynamic';
import { useState, type ReactNode } from 'react';
import { IconButton } from '../../private/IconButton';
import { ResetZoomIcon, ZoomInIcon, ZoomOutIcon } from '../../private/icons/dialogIcons';
import { Modal } from '../../private/Modal';
import {
  PhotoStage,
  photoViewerColumn,
  photoViewerFrame,
  type PhotoStatus,
} from '../../private/PhotoStage';
import { darkTheme } from '../../theme/themes.css';
import { cx } from '../../utils/cx';
import * as styles from './ImagePreview.css';
import { useImageZoom } from './useImageZoom';
import { formatZoom, zoomOf } from './zoom';

export type ImagePreviewLabels = {
  /** The close button ("Close"). */
  close: string;
  /** The zoom controls as a group ("Zoom"). */
  zoom: string;
  /** "Zoom in". */
  zoomIn: string;
  /** "Zoom out". */
  zoomOut: string;
  /** Back to the fitted size ("Reset zoom"). */
  reset: string;
  /** Said while the picture loads ("Loading photo"). */
  loading: string;
  /** Shown when the picture cannot be loaded ("This photo could not be loaded"). */
  failed: string;
};

export type ImagePreviewProps = {
  /** Shows the viewer. */
  open: boolean;
  /** The picture's address (a chat image's `url`, an album photo). */
  src: string;
  /** What the picture shows, for screen readers. */
  alt: string;
  /** The viewer's title, translated ("Photo from Mia"). */
  title: ReactNode;
  /** A line under the title, such as when it was sent. */
  description?: ReactNode;
  /** The controls' texts, translated. */
  labels: ImagePreviewLabels;
  /** Formats the zoom percentage for this locale; the browser's language unless given. */
  locale?: string;
  /** Called on the close button, Escape or a click beside the picture. */
  onClose: () => void;
};

/**
 * A chat or album picture on the whole screen, on a night backdrop in either theme. Zooms by steps
 * of 1.2 with the buttons, the mouse wheel or + / - (0 resets); once zoomed in, drag or use the
 * arrow keys to move around.
 */
export function ImagePreview({
  open,
  title,
  description,
  labels,
  onClose,
  ...photo
}: ImagePreviewProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      description={description}
      closeLabel={labels.close}
      size="fullscreen"
      className={cx(darkTheme, photoViewerFrame)}
    >
      <ImagePreviewStage labels={labels} {...photo} />
    </Modal>
  );
}

function ImagePreviewStage({
  src,
  alt,
  labels,
  locale,
}: Pick<ImagePreviewProps, 'src' | 'alt' | 'labels' | 'locale'>) {
  // Taken apart so the React linter does not read every zoom value as a ref.
  const { attachStage, ...zoom } = useImageZoom();
  const [status, setStatus] = useState<PhotoStatus>('loading');
  const transform = assignInlineVars({
    [styles.scale]: String(zoomOf(zoom.step)),
    [styles.panX]: `${zoom.offset.x}px`,
    [styles.panY]: `${zoom.offset.y}px`,
  });

  return (
    <div className={photoViewerColumn}>
      <PhotoStage
        ref={attachStage}
        src={src}
        alt={alt}
        status={status}
        onStatusChange={setStatus}
        labels={labels}
        className={styles.stage}
        imageClassName={styles.image}
        imageStyle={transform}
        data-zoomed={zoom.step > 0}
        data-dragging={zoom.dragging}
        {...zoom.dragHandlers}
      />
      <div
        role="group"
        aria-label={labels.zoom}
        className={styles.toolbar}
        // Nothing to zoom when the picture did not come.
        hidden={status === 'failed'}
      >
        <IconButton
          label={labels.zoomOut}
          icon={<ZoomOutIcon />}
          className={styles.control}
          // aria-disabled, not disabled: the button keeps focus at the limit.
          aria-disabled={!zoom.canZoomOut}
          onClick={() => zoom.zoom(-1)}
        />
        <output className={styles.level} aria-live="polite">
          {formatZoom(zoom.step, locale)}
        </output>
        <IconButton
          label={labels.zoomIn}
          icon={<ZoomInIcon />}
          className={styles.control}
          aria-disabled={!zoom.canZoomIn}
          onClick={() => zoom.zoom(1)}
        />
        <span className={styles.divider} aria-hidden="true" />
        <IconButton
          label={labels.reset}
          icon={<ResetZoomIcon />}
          className={styles.control}
          aria-disabled={!zoom.changed}
          onClick={zoom.reset}
        />
      </div>
    </div>
  );
}
