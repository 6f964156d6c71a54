import { useEffect, useRef, useState, type ReactNode } from 'react';
import { fillLabel } from '../../private/format';
import { Modal } from '../../private/Modal';
import {
  PhotoStage,
  photoViewerColumn,
  photoViewerFrame,
  type PhotoStatus,
} from '../../private/PhotoStage';
import { darkTheme } from '../../theme/themes.css';
import { cx } from '../../utils/cx';
import * as styles from './BurnImageViewer.css';
import { BurnImageViewerCountdown } from './BurnImageViewerCountdown';
import { useBurnCountdown } from './useBurnCountdown';

export type BurnImageViewerLabels = {
  /** The close button ("Close"). */
  close: string;
  /** The seconds left, with a `{seconds}` placeholder ("Burns in {seconds} s"). */
  countdown: string;
  /** Said while the photo loads ("Loading photo"). */
  loading: string;
  /** Shown when the photo cannot be loaded ("This photo could not be loaded"). */
  failed: string;
};

export type BurnImageViewerProps = {
  /** Shows the viewer. The owner opens it after marking the photo read (/im/read-burnimg). */
  open: boolean;
  /** The burn-after-read photo (the message's `ext.burn_url`). */
  src: string;
  /** What the photo is, for screen readers ("Photo from Mia"). */
  alt: string;
  /** The viewer's title, translated ("Burn after reading"). */
  title: ReactNode;
  /** A line under the title, translated ("It disappears after 8 seconds and cannot be saved."). */
  description?: ReactNode;
  /** The other texts, translated. */
  labels: BurnImageViewerLabels;
  /** How long the photo shows, counted from when it has loaded (the product's 8 seconds). */
  seconds?: number;
  /** Holds the countdown, e.g. while the app shows something over the photo. */
  paused?: boolean;
  /**
   * Called once when the photo is gone: the time ran out (`early: false`) or the member closed
   * the viewer first (`early: true`). The owner closes it and shows the burned placeholder.
   */
  onBurned: (event: { early: boolean }) => void;
};

/**
 * A burn-after-read chat photo on the whole screen for a few seconds, with a countdown ring; it
 * cannot be saved through the context menu or dragged out.
 */
export function BurnImageViewer({
  open,
  title,
  description,
  labels,
  onBurned,
  ...photo
}: BurnImageViewerProps) {
  // Once per opening: the time running out and a late close must not burn it twice.
  const burned = useRef(false);
  useEffect(() => {
    if (open) burned.current = false;
  }, [open]);
  const burn = (early: boolean) => {
    if (burned.current) return;
    burned.current = true;
    onBurned({ early });
  };

  return (
    <Modal
      open={open}
      onClose={() => burn(true)}
      title={title}
      description={description}
      closeLabel={labels.close}
      size="fullscreen"
      className={cx(darkTheme, photoViewerFrame)}
    >
      <BurnImageViewerStage labels={labels} onTimeUp={() => burn(false)} {...photo} />
    </Modal>
  );
}

function BurnImageViewerStage({
  src,
  alt,
  labels,
  seconds = 8,
  paused = false,
  onTimeUp,
}: Pick<BurnImageViewerProps, 'src' | 'alt' | 'labels' | 'seconds' | 'paused'> & {
  onTimeUp: () => void;
}) {
  const [status, setStatus] = useState<PhotoStatus>('loading');
  // The clock starts when the photo is there to see.
  const left = useBurnCountdown(seconds, status === 'ready' && !paused, onTimeUp);

  return (
    <div className={photoViewerColumn}>
      <PhotoStage
        src={src}
        alt={alt}
        status={status}
        onStatusChange={setStatus}
        labels={labels}
        className={styles.stage}
        // No "Save image as…": the photo is not to be kept.
        onContextMenu={(event) => event.preventDefault()}
      />
      {status !== 'failed' && (
        <BurnImageViewerCountdown
          left={left}
          total={seconds}
          label={fillLabel(labels.countdown, { seconds: left })}
        />
      )}
    </div>
  );
}
