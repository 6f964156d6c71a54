// The hand gestures a member copies in a verification selfie (API `PhotoVerificationGesture`). Drawn
// with Twemoji like the chat's emoji, so each looks the same on every device and in screenshots
// (machines without an emoji font would draw the characters as boxes). Graphics: Twemoji,
// © Twitter, Inc and other contributors, CC-BY 4.0 (see emojiAttribution).
import callMe from '@twemoji/svg/1f919.svg';
import fist from '@twemoji/svg/270a.svg';
import okSign from '@twemoji/svg/1f44c.svg';
import openPalm from '@twemoji/svg/1f590.svg';
import peace from '@twemoji/svg/270c.svg';
import pointUp from '@twemoji/svg/261d.svg';
import rockOn from '@twemoji/svg/1f918.svg';
import thumbsUp from '@twemoji/svg/1f44d.svg';

/** A gesture the server asks for, at random (API `PhotoVerificationGesture`). */
export type PhotoVerificationGesture =
  'thumbsUp' | 'peace' | 'openPalm' | 'okSign' | 'pointUp' | 'fist' | 'callMe' | 'rockOn';

/** Each gesture's picture and Unicode character (for places that cannot show pictures). */
export const photoVerificationGestures: Record<
  PhotoVerificationGesture,
  { src: string; char: string }
> = {
  thumbsUp: { src: thumbsUp, char: '\u{1f44d}' },
  peace: { src: peace, char: '\u{270c}\u{fe0f}' },
  openPalm: { src: openPalm, char: '\u{1f590}\u{fe0f}' },
  okSign: { src: okSign, char: '\u{1f44c}' },
  pointUp: { src: pointUp, char: '\u{261d}\u{fe0f}' },
  fist: { src: fist, char: '\u{270a}' },
  callMe: { src: callMe, char: '\u{1f919}' },
  rockOn: { src: rockOn, char: '\u{1f918}' },
};
