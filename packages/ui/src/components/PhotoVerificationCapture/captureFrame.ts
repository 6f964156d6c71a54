/** The longest side of a verification photo: plenty to compare a face, small to upload. */
const maxSide = 1080;

/**
 * The video's current frame as a JPEG (quality 0.9), scaled down to at most 1080 px on its long
 * side; null before the first frame. The frame as the camera sees it, not mirrored like the
 * preview: reviewers compare it with the member's own photos, which are not mirrored either.
 */
export function captureFrame(video: HTMLVideoElement): Promise<Blob | null> {
  const { videoWidth: width, videoHeight: height } = video;
  if (!width || !height) return Promise.resolve(null);
  const scale = Math.min(1, maxSide / Math.max(width, height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(width * scale);
  canvas.height = Math.round(height * scale);
  const context = canvas.getContext('2d');
  if (!context) return Promise.resolve(null);
  context.drawImage(video, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.9));
}
