// The bracketed emoji of Heartline's chat: [smile] in a message shows as a 20 px Twemoji image.
// Graphics: Twemoji (https://github.com/jdecked/twemoji), © Twitter, Inc and other contributors,
// licensed CC-BY 4.0 (https://creativecommons.org/licenses/by/4.0/); the files come from the
// @twemoji/svg package. Vite bundles each as an asset (inlined: each is under 4 kB).
import smile from '@twemoji/svg/1f604.svg';
import joy from '@twemoji/svg/1f602.svg';
import rofl from '@twemoji/svg/1f923.svg';
import wink from '@twemoji/svg/1f609.svg';
import blush from '@twemoji/svg/1f60a.svg';
import heartEyes from '@twemoji/svg/1f60d.svg';
import kiss from '@twemoji/svg/1f618.svg';
import inLove from '@twemoji/svg/1f970.svg';
import yum from '@twemoji/svg/1f60b.svg';
import cool from '@twemoji/svg/1f60e.svg';
import thinking from '@twemoji/svg/1f914.svg';
import flushed from '@twemoji/svg/1f633.svg';
import sweatSmile from '@twemoji/svg/1f605.svg';
import cry from '@twemoji/svg/1f622.svg';
import sob from '@twemoji/svg/1f62d.svg';
import angry from '@twemoji/svg/1f620.svg';
import wow from '@twemoji/svg/1f62e.svg';
import sleeping from '@twemoji/svg/1f634.svg';
import pleading from '@twemoji/svg/1f97a.svg';
import hug from '@twemoji/svg/1f917.svg';
import shush from '@twemoji/svg/1f92b.svg';
import eyeRoll from '@twemoji/svg/1f644.svg';
import party from '@twemoji/svg/1f973.svg';
import seeNoEvil from '@twemoji/svg/1f648.svg';
import thumbsUp from '@twemoji/svg/1f44d.svg';
import clap from '@twemoji/svg/1f44f.svg';
import ok from '@twemoji/svg/1f44c.svg';
import pray from '@twemoji/svg/1f64f.svg';
import wave from '@twemoji/svg/1f44b.svg';
import heart from '@twemoji/svg/2764.svg';
import twoHearts from '@twemoji/svg/1f495.svg';
import brokenHeart from '@twemoji/svg/1f494.svg';
import rose from '@twemoji/svg/1f339.svg';
import fire from '@twemoji/svg/1f525.svg';
import sparkles from '@twemoji/svg/2728.svg';
import gift from '@twemoji/svg/1f381.svg';

export type Emoji = {
  /** The code between brackets in message text: `smile` for [smile]. */
  code: string;
  /** The image URL (a bundled asset). */
  src: string;
  /** The Unicode character, for places that cannot show images (notifications, titles). */
  char: string;
  /** The Unicode name, in English: a default for translators, not for display. */
  name: string;
};

/** The emoji set in picker order. */
export const emojiSet = [
  { code: 'smile', src: smile, char: '\u{1f604}', name: 'grinning face with smiling eyes' },
  { code: 'joy', src: joy, char: '\u{1f602}', name: 'face with tears of joy' },
  { code: 'rofl', src: rofl, char: '\u{1f923}', name: 'rolling on the floor laughing' },
  { code: 'wink', src: wink, char: '\u{1f609}', name: 'winking face' },
  { code: 'blush', src: blush, char: '\u{1f60a}', name: 'smiling face with smiling eyes' },
  { code: 'heart_eyes', src: heartEyes, char: '\u{1f60d}', name: 'smiling face with heart-eyes' },
  { code: 'kiss', src: kiss, char: '\u{1f618}', name: 'face blowing a kiss' },
  { code: 'in_love', src: inLove, char: '\u{1f970}', name: 'smiling face with hearts' },
  { code: 'yum', src: yum, char: '\u{1f60b}', name: 'face savoring food' },
  { code: 'cool', src: cool, char: '\u{1f60e}', name: 'smiling face with sunglasses' },
  { code: 'thinking', src: thinking, char: '\u{1f914}', name: 'thinking face' },
  { code: 'flushed', src: flushed, char: '\u{1f633}', name: 'flushed face' },
  { code: 'sweat_smile', src: sweatSmile, char: '\u{1f605}', name: 'grinning face with sweat' },
  { code: 'cry', src: cry, char: '\u{1f622}', name: 'crying face' },
  { code: 'sob', src: sob, char: '\u{1f62d}', name: 'loudly crying face' },
  { code: 'angry', src: angry, char: '\u{1f620}', name: 'angry face' },
  { code: 'wow', src: wow, char: '\u{1f62e}', name: 'face with open mouth' },
  { code: 'sleeping', src: sleeping, char: '\u{1f634}', name: 'sleeping face' },
  { code: 'pleading', src: pleading, char: '\u{1f97a}', name: 'pleading face' },
  { code: 'hug', src: hug, char: '\u{1f917}', name: 'hugging face' },
  { code: 'shush', src: shush, char: '\u{1f92b}', name: 'shushing face' },
  { code: 'eye_roll', src: eyeRoll, char: '\u{1f644}', name: 'face with rolling eyes' },
  { code: 'party', src: party, char: '\u{1f973}', name: 'partying face' },
  { code: 'see_no_evil', src: seeNoEvil, char: '\u{1f648}', name: 'see-no-evil monkey' },
  { code: 'thumbs_up', src: thumbsUp, char: '\u{1f44d}', name: 'thumbs up' },
  { code: 'clap', src: clap, char: '\u{1f44f}', name: 'clapping hands' },
  { code: 'ok', src: ok, char: '\u{1f44c}', name: 'OK hand' },
  { code: 'pray', src: pray, char: '\u{1f64f}', name: 'folded hands' },
  { code: 'wave', src: wave, char: '\u{1f44b}', name: 'waving hand' },
  { code: 'heart', src: heart, char: '\u{2764}\u{fe0f}', name: 'red heart' },
  { code: 'two_hearts', src: twoHearts, char: '\u{1f495}', name: 'two hearts' },
  { code: 'broken_heart', src: brokenHeart, char: '\u{1f494}', name: 'broken heart' },
  { code: 'rose', src: rose, char: '\u{1f339}', name: 'rose' },
  { code: 'fire', src: fire, char: '\u{1f525}', name: 'fire' },
  { code: 'sparkles', src: sparkles, char: '\u{2728}', name: 'sparkles' },
  { code: 'gift', src: gift, char: '\u{1f381}', name: 'wrapped gift' },
] as const satisfies readonly Emoji[];

export type EmojiCode = (typeof emojiSet)[number]['code'];

/** Every code, in picker order. */
export const emojiCodes: readonly EmojiCode[] = emojiSet.map((emoji) => emoji.code);

// A Map, not an object: a code like [constructor] or [__proto__] must not find anything.
const byCode = new Map<string, (typeof emojiSet)[number]>(
  emojiSet.map((emoji) => [emoji.code, emoji]),
);

/** The emoji for a code, or undefined when the code is not in the set. */
export function findEmoji(code: string) {
  return byCode.get(code);
}

/** Credit for the emoji graphics, as their licence (CC-BY 4.0) asks: show it on the about page. */
export const emojiAttribution = {
  text: 'Emoji graphics: Twemoji, © Twitter, Inc and other contributors, CC-BY 4.0',
  url: 'https://creativecommons.org/licenses/by/4.0/',
  source: 'https://github.com/jdecked/twemoji',
} as const;
