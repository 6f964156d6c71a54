// Story data only: three pending requests of the demo members and the tab's texts in English and
// German.
import { sampleMembers, samplePhotos } from '../../private/sampleMembers';
import { gestureLabels } from '../PhotoVerificationCapture/PhotoVerificationCapture.storyData';
import type { PhotoVerificationRequest } from './PhotoVerificationReview';
import type { PhotoVerificationReviewLabels } from './PhotoVerificationReviewLabels';

const { mia, lucas, oleg } = sampleMembers;

const request = (
  member: typeof mia,
  fields: Pick<PhotoVerificationRequest, 'id' | 'gesture' | 'submittedTime' | 'waitedSeconds'> & {
    album: string[];
  },
): PhotoVerificationRequest => ({
  id: fields.id,
  member,
  gesture: fields.gesture,
  selfie: member.avatar,
  photos: [member.avatar, ...fields.album],
  submittedTime: fields.submittedTime,
  waitedSeconds: fields.waitedSeconds,
});

/** Newest first, as an app might hold them: the component shows the oldest first. */
export const sampleRequests: PhotoVerificationRequest[] = [
  request(oleg, {
    id: 43,
    gesture: 'thumbsUp',
    album: [],
    submittedTime: '2026-11-26T09:20:00.000Z',
    waitedSeconds: 40 * 60,
  }),
  request(lucas, {
    id: 42,
    gesture: 'okSign',
    album: [samplePhotos[1]!],
    submittedTime: '2026-11-26T07:00:00.000Z',
    waitedSeconds: 3 * 3600,
  }),
  request(mia, {
    id: 41,
    gesture: 'peace',
    album: [samplePhotos[0]!, samplePhotos[3]!, samplePhotos[4]!],
    submittedTime: '2026-11-24T08:00:00.000Z',
    waitedSeconds: 50 * 3600,
  }),
];

const hour = 3600;

/** The reports' queue's format: minutes, hours up to two days, then days. */
const waited = (seconds: number) =>
  seconds < hour
    ? `${Math.max(1, Math.floor(seconds / 60))} min`
    : seconds < 48 * hour
      ? `${Math.floor(seconds / hour)} h`
      : `${Math.floor(seconds / (24 * hour))} d`;

export const reviewLabels: Record<'en' | 'de', PhotoVerificationReviewLabels> = {
  en: {
    title: 'Verification requests',
    account: 'ID {account}',
    waited: (seconds) => `waited ${waited(seconds)}`,
    empty: 'No verification requests',
    emptyDescription: 'New selfies appear here, oldest first.',
    loading: 'Loading requests',
    pick: 'Choose a request to review',
    back: 'Back',
    caseTitle: 'Verification of {name}',
    submittedAt: 'Sent {time}',
    selfie: 'Selfie',
    selfieAlt: 'Selfie of {name}',
    gestureAsked: 'Gesture asked',
    profilePhotos: 'Profile photos',
    noPhotos: 'No photos',
    avatar: 'Profile picture',
    photo: 'Photo {number}',
    decision: 'Decision',
    approve: 'Approve',
    refuse: 'Refuse',
    reason: 'Reason for refusing',
    reasonHint: 'The member reads it.',
    reasonRequired: 'Give a reason to refuse',
    gestures: gestureLabels.en,
  },
  de: {
    title: 'Verifizierungsanfragen',
    account: 'ID {account}',
    waited: (seconds) => `wartet seit ${waited(seconds).replace(' d', ' T.')}`,
    empty: 'Keine Verifizierungsanfragen',
    emptyDescription: 'Neue Selfies erscheinen hier, die ältesten zuerst.',
    loading: 'Anfragen werden geladen',
    pick: 'Wähle eine Anfrage zur Prüfung aus',
    back: 'Zurück',
    caseTitle: 'Verifizierung von {name}',
    submittedAt: 'Gesendet {time}',
    selfie: 'Selfie',
    selfieAlt: 'Selfie von {name}',
    gestureAsked: 'Verlangte Geste',
    profilePhotos: 'Profilfotos',
    noPhotos: 'Keine Fotos',
    avatar: 'Profilbild',
    photo: 'Foto {number}',
    decision: 'Entscheidung',
    approve: 'Bestätigen',
    refuse: 'Ablehnen',
    reason: 'Begründung der Ablehnung',
    reasonHint: 'Das Mitglied bekommt sie zu lesen.',
    reasonRequired: 'Gib eine Begründung für die Ablehnung an',
    gestures: gestureLabels.de,
  },
};

/** "11-26 10:00" in UTC, so screenshots do not depend on the machine's time zone. */
export const formatStoryTime = (time: string) => `${time.slice(5, 10)} ${time.slice(11, 16)}`;
