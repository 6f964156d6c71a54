import { useEffect, useState } from 'react';

/**
 * The front camera while `on`: the stream for the preview, or the failure (refused, no camera, no
 * getUserMedia on an insecure origin). The tracks stop when `on` turns false or the page goes, so
 * the camera light never stays on behind the member's back.
 */
export function useCamera(on: boolean, onFailure: (error: unknown) => void) {
  const [stream, setStream] = useState<MediaStream | null>(null);
  useEffect(() => {
    if (!on) return;
    let cancelled = false;
    let opened: MediaStream | null = null;
    const media = navigator.mediaDevices as MediaDevices | undefined;
    if (!media?.getUserMedia) {
      onFailure(new Error('No camera access in this browser'));
      return;
    }
    media
      .getUserMedia({
        video: { facingMode: 'user', width: { ideal: 1280 }, height: { ideal: 960 } },
        audio: false,
      })
      .then((s) => {
        if (cancelled) {
          s.getTracks().forEach((track) => track.stop());
          return;
        }
        opened = s;
        setStream(s);
      })
      .catch((error: unknown) => {
        if (!cancelled) onFailure(error);
      });
    return () => {
      cancelled = true;
      opened?.getTracks().forEach((track) => track.stop());
      setStream(null);
    };
    // onFailure is the page's callback: a new function each render must not restart the camera.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [on]);
  return stream;
}
