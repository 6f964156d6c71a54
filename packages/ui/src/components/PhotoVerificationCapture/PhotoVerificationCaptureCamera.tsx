import { useEffect, useRef, useState } from 'react';
import { Button } from '../../private/Button';
import { CameraIcon } from '../../private/icons/formIcons';
import { Spinner } from '../../private/Spinner';
import { captureFrame } from './captureFrame';
import * as styles from './PhotoVerificationCapture.css';
import type { PhotoVerificationCaptureLabels } from './PhotoVerificationCaptureLabels';

type CameraProps = {
  stream: MediaStream | null;
  labels: PhotoVerificationCaptureLabels;
  onCapture: (photo: Blob) => void;
};

/** The live, mirrored camera picture and the button that takes the photo. */
export function PhotoVerificationCaptureCamera({ stream, labels, onCapture }: CameraProps) {
  const video = useRef<HTMLVideoElement>(null);
  // The stream whose first frame has arrived: a new stream starts again from "starting".
  const [playing, setPlaying] = useState<MediaStream | null>(null);
  const ready = stream !== null && playing === stream;

  // React has no attribute for a MediaStream: it is the element's srcObject property.
  useEffect(() => {
    if (video.current) video.current.srcObject = stream;
  }, [stream]);

  const capture = async () => {
    if (!video.current) return;
    const photo = await captureFrame(video.current);
    if (photo) onCapture(photo);
  };

  return (
    <>
      <div className={styles.frame}>
        <video
          ref={video}
          aria-label={labels.camera}
          className={styles.video}
          autoPlay
          muted
          playsInline
          onLoadedData={() => setPlaying(stream)}
        />
        {!ready && (
          <div className={styles.starting}>
            <Spinner size="large" />
            <span role="status">{labels.cameraStarting}</span>
          </div>
        )}
      </div>
      <Button
        size="large"
        fullWidth
        icon={<CameraIcon />}
        disabled={!ready}
        className={styles.wrapping}
        onClick={() => void capture()}
      >
        {labels.capture}
      </Button>
    </>
  );
}
