import type { ReactNode } from 'react';
import { Button } from '../../private/Button';
import { AlertIcon, CheckIcon } from '../../private/icons';
import { RetryIcon, SendIcon } from '../../private/icons/chatIcons';
import { LockIcon } from '../../private/icons/dialogIcons';
import { CameraIcon } from '../../private/icons/formIcons';
import { ClockIcon } from '../../private/icons/socialIcons';
import { cx } from '../../utils/cx';
import { VerifiedBadge } from '../VerifiedBadge';
import type { PhotoVerificationCaptureProps } from './PhotoVerificationCapture';
import * as styles from './PhotoVerificationCapture.css';
import { PhotoVerificationCaptureCamera } from './PhotoVerificationCaptureCamera';
import { PhotoVerificationCaptureFile } from './PhotoVerificationCaptureFile';
import { PhotoVerificationGestureCue } from './PhotoVerificationGestureCue';

/** What one step shows: a picture, a heading and a line under it, its content and its buttons. */
type StepContent = {
  illustration?: ReactNode;
  title: string;
  text?: string;
  body?: ReactNode;
  actions?: ReactNode;
};

const circle = (icon: ReactNode, danger = false) => (
  <div className={cx(styles.illustration, danger && styles.illustrationDanger)} aria-hidden="true">
    {icon}
  </div>
);

type StepProps = Pick<
  PhotoVerificationCaptureProps,
  | 'step'
  | 'gesture'
  | 'stream'
  | 'photoUrl'
  | 'reason'
  | 'submitting'
  | 'labels'
  | 'onStart'
  | 'onCapture'
  | 'onRetake'
  | 'onSubmit'
>;

/** The content of the step the flow is at. */
export function stepContent(props: StepProps): StepContent {
  const { labels, gesture, onStart } = props;
  const cue = (size: 'large' | 'small') =>
    gesture && (
      <PhotoVerificationGestureCue
        gesture={gesture}
        label={labels.gestures[gesture]}
        caption={labels.gestureCaption}
        size={size}
      />
    );
  const tryAgain = (variant: 'primary' | 'secondary') => (
    <Button size="large" variant={variant} fullWidth className={styles.wrapping} onClick={onStart}>
      {labels.tryAgain}
    </Button>
  );
  switch (props.step) {
    case 'intro':
      return {
        illustration: <VerifiedBadge label={labels.verified} className={styles.badge} />,
        title: labels.introTitle,
        body: (
          <>
            <ul className={styles.reasons}>
              {[labels.introBadge, labels.introMatch].map((reason) => (
                <li key={reason} className={styles.reasonItem}>
                  <CheckIcon className={styles.reasonIcon} />
                  {reason}
                </li>
              ))}
            </ul>
            <p className={styles.privacy}>
              <LockIcon className={styles.privacyIcon} />
              {labels.privacy}
            </p>
          </>
        ),
        actions: (
          <Button size="large" fullWidth icon={<CameraIcon />} onClick={onStart}>
            {labels.start}
          </Button>
        ),
      };
    case 'camera':
      return {
        title: labels.cameraTitle,
        body: (
          <>
            {cue('large')}
            <PhotoVerificationCaptureCamera
              stream={props.stream ?? null}
              labels={labels}
              onCapture={props.onCapture}
            />
          </>
        ),
      };
    case 'cameraError':
      return {
        illustration: circle(<CameraIcon />, true),
        title: labels.cameraErrorTitle,
        text: labels.cameraErrorText,
        body: cue('small'),
        actions: (
          <>
            <PhotoVerificationCaptureFile label={labels.chooseFile} onCapture={props.onCapture} />
            {tryAgain('secondary')}
          </>
        ),
      };
    case 'review':
      return {
        title: labels.reviewTitle,
        text: labels.reviewText,
        body: (
          <>
            <div className={styles.frame}>
              {props.photoUrl && (
                <img src={props.photoUrl} alt={labels.photo} className={styles.photo} />
              )}
            </div>
            {cue('small')}
          </>
        ),
        actions: (
          <div className={styles.actionRow}>
            <Button
              size="large"
              variant="secondary"
              icon={<RetryIcon />}
              disabled={props.submitting}
              className={styles.wrapping}
              onClick={props.onRetake}
            >
              {labels.retake}
            </Button>
            <Button
              size="large"
              icon={<SendIcon />}
              loading={props.submitting}
              className={styles.wrapping}
              onClick={props.onSubmit}
            >
              {labels.submit}
            </Button>
          </div>
        ),
      };
    case 'pending':
      return {
        illustration: circle(<ClockIcon />),
        title: labels.pendingTitle,
        text: labels.pendingText,
      };
    case 'approved':
      return {
        illustration: <VerifiedBadge label={labels.verified} className={styles.badge} />,
        title: labels.approvedTitle,
        text: labels.approvedText,
      };
    case 'refused':
      return {
        illustration: circle(<AlertIcon />, true),
        title: labels.refusedTitle,
        text: labels.refusedText,
        body: props.reason ? <p className={styles.reason}>{props.reason}</p> : undefined,
        actions: tryAgain('primary'),
      };
  }
}
