import { useEffect, useId, useRef, type HTMLAttributes } from 'react';
import { FormError } from '../../private/forms';
import { cx } from '../../utils/cx';
import * as styles from './PhotoVerificationCapture.css';
import type { PhotoVerificationCaptureLabels } from './PhotoVerificationCaptureLabels';
import { stepContent } from './PhotoVerificationCaptureSteps';
import type { PhotoVerificationGesture } from './photoVerificationGestures';

/** Where the member is in the flow; the app moves it on as the camera and the API answer. */
export type PhotoVerificationCaptureStep =
  'intro' | 'camera' | 'cameraError' | 'review' | 'pending' | 'approved' | 'refused';

export type PhotoVerificationCaptureProps = Omit<HTMLAttributes<HTMLElement>, 'children'> & {
  /** The step to show. */
  step: PhotoVerificationCaptureStep;
  /** The gesture the server asked for, shown on the camera, file and review steps; null before. */
  gesture?: PhotoVerificationGesture | null;
  /** The front camera (camera step); null while it starts. The app opens and stops it. */
  stream?: MediaStream | null;
  /** The taken photo's object URL (review step); the app creates and revokes it. */
  photoUrl?: string | null;
  /** The reviewer's reason, in the member's language (refused step). */
  reason?: string | null;
  /** The photo is on its way: Send spins and Retake waits. */
  submitting?: boolean;
  /** What went wrong last, translated (the server's words); shown as an alert. */
  error?: string | null;
  /** The heading level of each step's title, to fit the page outline. */
  headingLevel?: 1 | 2;
  /** Every text, translated. */
  labels: PhotoVerificationCaptureLabels;
  /** Start (again): the app asks for the camera and moves to `camera` or `cameraError`. */
  onStart: () => void;
  /** A photo: a JPEG frame of the camera (at most 1080 px), or the file the member chose. */
  onCapture: (photo: Blob) => void;
  /** Throws the photo away for another. */
  onRetake: () => void;
  /** Sends the photo for review. */
  onSubmit: () => void;
};

/**
 * The member's photo verification: why and what happens to the selfie, the camera with the
 * gesture to copy (or a file when there is no camera), the photo to check and send, then the
 * request's answer. Each new step puts the focus on its heading, so a screen reader follows.
 */
export function PhotoVerificationCapture({
  step,
  gesture,
  stream,
  photoUrl,
  reason,
  submitting,
  error,
  headingLevel = 2,
  labels,
  onStart,
  onCapture,
  onRetake,
  onSubmit,
  className,
  ...props
}: PhotoVerificationCaptureProps) {
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  const Heading = `h${headingLevel}` as const;
  const content = stepContent({
    step,
    gesture,
    stream,
    photoUrl,
    reason,
    submitting,
    labels,
    onStart,
    onCapture,
    onRetake,
    onSubmit,
  });

  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    heading.current?.focus();
  }, [step]);

  return (
    <section aria-labelledby={titleId} className={cx(styles.root, className)} {...props}>
      <header className={styles.header}>
        {content.illustration}
        <Heading ref={heading} id={titleId} tabIndex={-1} className={styles.title}>
          {content.title}
        </Heading>
        {content.text && <p className={styles.text}>{content.text}</p>}
      </header>
      {content.body}
      <FormError>{error ?? undefined}</FormError>
      {content.actions && <div className={styles.actions}>{content.actions}</div>}
    </section>
  );
}
