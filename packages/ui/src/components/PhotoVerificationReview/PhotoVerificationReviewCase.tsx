import type { Ref } from 'react';
import { fillLabel } from '../../private/format';
import { PhotoVerificationGestureCue } from '../PhotoVerificationCapture';
import { PhotoVerificationDecisionForm } from './PhotoVerificationDecisionForm';
import type {
  PhotoVerificationDecision,
  PhotoVerificationRequest,
} from './PhotoVerificationReview';
import * as styles from './PhotoVerificationReview.css';
import type { PhotoVerificationReviewLabels } from './PhotoVerificationReviewLabels';

type CaseProps = {
  request: PhotoVerificationRequest;
  labels: PhotoVerificationReviewLabels;
  formatTime?: (time: string) => string;
  deciding: boolean;
  error?: string | null;
  onDecide: (decision: PhotoVerificationDecision) => void;
  headingRef?: Ref<HTMLHeadingElement>;
};

/** One request: the selfie beside the gesture asked and the member's own photos, then the decision. */
export function PhotoVerificationReviewCase({
  request,
  labels,
  formatTime,
  deciding,
  error,
  onDecide,
  headingRef,
}: CaseProps) {
  const title = fillLabel(labels.caseTitle, { name: request.member.nickname });
  // The API sends the avatar first, then the album: the avatar is named as the profile picture.
  const avatarFirst = request.member.avatar !== '' && request.photos[0] === request.member.avatar;
  const photos = request.photos.map((src, index) => ({
    src,
    name:
      avatarFirst && index === 0
        ? labels.avatar
        : fillLabel(labels.photo, { number: avatarFirst ? index : index + 1 }),
  }));
  return (
    <article aria-label={title} className={styles.caseRoot}>
      <header className={styles.caseHeader}>
        <h2 ref={headingRef} tabIndex={-1} className={styles.caseTitle}>
          {title}
        </h2>
        <p className={styles.meta}>
          {[
            fillLabel(labels.account, { account: request.member.account }),
            formatTime &&
              fillLabel(labels.submittedAt, { time: formatTime(request.submittedTime) }),
            labels.waited(request.waitedSeconds),
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
      </header>
      <div className={styles.compare}>
        <section aria-label={labels.selfie} className={styles.section}>
          <h3 className={styles.sectionTitle}>{labels.selfie}</h3>
          <a href={request.selfie} target="_blank" rel="noreferrer" className={styles.selfie}>
            <img
              src={request.selfie}
              alt={fillLabel(labels.selfieAlt, { name: request.member.nickname })}
              className={styles.selfieImage}
            />
          </a>
        </section>
        <div className={styles.beside}>
          <section aria-label={labels.gestureAsked} className={styles.section}>
            <h3 className={styles.sectionTitle}>{labels.gestureAsked}</h3>
            <PhotoVerificationGestureCue
              gesture={request.gesture}
              label={labels.gestures[request.gesture]}
            />
          </section>
          <section aria-label={labels.profilePhotos} className={styles.section}>
            <h3 className={styles.sectionTitle}>{labels.profilePhotos}</h3>
            {photos.length === 0 ? (
              <p className={styles.none}>{labels.noPhotos}</p>
            ) : (
              <ul className={styles.photos}>
                {photos.map((photo) => (
                  <li key={photo.name}>
                    <a href={photo.src} target="_blank" rel="noreferrer" className={styles.photo}>
                      <img src={photo.src} alt={photo.name} loading="lazy" />
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      </div>
      <PhotoVerificationDecisionForm
        key={request.id}
        requestId={request.id}
        labels={labels}
        deciding={deciding}
        error={error}
        onDecide={onDecide}
      />
    </article>
  );
}
