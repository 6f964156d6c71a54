import type { PhotoVerificationGesture } from './photoVerificationGestures';

/** Every text of the verification flow, translated by the app. */
export type PhotoVerificationCaptureLabels = {
  /** The first step's heading ("Verify your profile"). */
  introTitle: string;
  /** Why verify: the badge ("Get the verified badge next to your name"). */
  introBadge: string;
  /** Why verify: matching ("Members can choose to match only with verified profiles"). */
  introMatch: string;
  /** The privacy note ("Only our reviewers see your selfie; it never appears on your profile"). */
  privacy: string;
  /** Opens the camera ("Start"). */
  start: string;
  /** The camera step's heading ("Copy the gesture"). */
  cameraTitle: string;
  /** Above the gesture ("Make this gesture"). */
  gestureCaption: string;
  /** Names the live camera picture ("Camera"). */
  camera: string;
  /** While the camera starts ("Starting the camera"). */
  cameraStarting: string;
  /** Takes the photo ("Take photo"). */
  capture: string;
  /** The camera was refused or is missing: heading and explanation. */
  cameraErrorTitle: string;
  cameraErrorText: string;
  /** Opens the phone's camera or the file picker instead ("Take or choose a photo"). */
  chooseFile: string;
  /** Starts again ("Try again"). */
  tryAgain: string;
  /** The review step's heading and question ("Check your photo", "Are your face and hand clear?"). */
  reviewTitle: string;
  reviewText: string;
  /** The photo's alternative text ("Your selfie"). */
  photo: string;
  /** Takes another ("Retake"), sends this one ("Send"). */
  retake: string;
  submit: string;
  /** Sent ("Photo sent", "We'll review your photo within 24 hours"). */
  pendingTitle: string;
  pendingText: string;
  /** Approved ("You're verified", a thank-you). */
  approvedTitle: string;
  approvedText: string;
  /** The badge's name ("Verified"). */
  verified: string;
  /** Refused ("We couldn't verify you"), and the line before the reviewer's reason. */
  refusedTitle: string;
  refusedText: string;
  /** Each gesture in words ("Give a thumbs up"). */
  gestures: Record<PhotoVerificationGesture, string>;
};
