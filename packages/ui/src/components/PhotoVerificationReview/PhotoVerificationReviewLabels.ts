import type { PhotoVerificationGesture } from '../PhotoVerificationCapture';

/** Every text of the verification tab, translated by the app. */
export type PhotoVerificationReviewLabels = {
  /** Names the list ("Verification requests"). */
  title: string;
  /** The public ID, with `{account}` ("ID {account}"). */
  account: string;
  /** How long a request has waited, formatted by the app as in the reports' queue ("3 h"). */
  waited: (seconds: number) => string;
  /** No requests ("No verification requests"), and what to expect. */
  empty: string;
  emptyDescription?: string;
  /** The list is loading ("Loading requests"). */
  loading: string;
  /** Nothing open yet, beside the list ("Choose a request to review"). */
  pick: string;
  /** Back to the list, on a phone ("Back"). */
  back: string;
  /** The case's heading, with `{name}` ("Verification of {name}"). */
  caseTitle: string;
  /** When it was sent, with `{time}` ("Sent {time}"). */
  submittedAt: string;
  /** The selfie ("Selfie"); its picture's name, with `{name}` ("Selfie of {name}"). */
  selfie: string;
  selfieAlt: string;
  /** Above the gesture that was asked ("Gesture asked"). */
  gestureAsked: string;
  /** The member's own photos to compare ("Profile photos"), an empty note, and their names. */
  profilePhotos: string;
  noPhotos: string;
  /** The profile picture's name ("Profile picture"); an album photo's, with `{number}`. */
  avatar: string;
  photo: string;
  /** The decision: its heading, approve, refuse. */
  decision: string;
  approve: string;
  refuse: string;
  /** The refusal's reason: the field, its hint, the check's message. */
  reason: string;
  reasonHint: string;
  reasonRequired: string;
  /** Each gesture in words ("Give a thumbs up"). */
  gestures: Record<PhotoVerificationGesture, string>;
};
