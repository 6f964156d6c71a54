/**
 * The gestures a verification selfie must show, one asked at random each time: a photo taken
 * from someone else's profile cannot show the gesture asked a minute ago.
 */
import { randomInt } from 'node:crypto';
import type { components } from '@heartline/sdk/schema';

export type PhotoVerificationGesture = components['schemas']['PhotoVerificationGesture'];

export const GESTURES: readonly PhotoVerificationGesture[] = [
  'thumbsUp',
  'peace',
  'openPalm',
  'okSign',
  'pointUp',
  'fist',
  'callMe',
  'rockOn',
];

/** How long a member has to send the selfie after the gesture was asked. */
export const GESTURE_TTL_MS = 10 * 60_000;

/** A gesture at random, never the one asked just before (a retake must really be retaken). */
export function pickGesture(previous: string | null | undefined): PhotoVerificationGesture {
  const choices = GESTURES.filter((g) => g !== previous);
  return choices[randomInt(choices.length)]!;
}
