/**
 * First-message care (issue 18): what makes a first message to someone new worth a second
 * thought. Pure and fast (a few regular expressions over at most 1,000 characters); whether a
 * message is a first one, and whether the sender sent the same text to others, is the gateway's
 * to ask the database (firstMessageCare.ts).
 */
import type { components } from '@heartline/sdk/schema';
import { languages } from '../../../i18n/languages.ts';
import { flaggedWords } from './words.ts';

export type FirstMessageFlag = components['schemas']['FirstMessageFlag'];

/** A link: a scheme, www., or a name with a common top-level domain. */
const link =
  /\b(?:https?:\/\/|www\.)\S+|\b[a-z0-9-]{2,}\.(?:com|net|org|io|me|co|app|link|ly|site|xyz|ru|cn|de|es|jp|kr|tw)(?:\/\S*)?\b/i;
/** An e-mail address (its domain is not a link). */
const email = /[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}/gi;
/**
 * A phone number: seven or more digits, spaces, dots or dashes between allowed, standing on its
 * own (not the end of a name such as "u500001", nor a word's).
 */
const phone = /(?<![\p{L}\p{N}])(?:\+?\d[\s.-]?){7,}(?![\p{L}])/u;
/** A messenger handle offered: the app's name with an id or @name after it. */
const messenger =
  /\b(?:whats\s?app|telegram|tg|wechat|weixin|line|kakao(?:talk)?|snap(?:chat)?|insta(?:gram)?|skype|signal|viber)\b\s*(?:id)?\s*[:：]?\s*@?[a-z0-9_.-]{3,}|(?:^|\s)@[a-z0-9_.]{4,}|微信号?\s*[:：]?\s*[a-z0-9_-]{3,}|vx\s*[:：]?\s*[a-z0-9_-]{3,}/i;

/** Languages written without spaces between words: a word is matched anywhere. */
const unspaced = new Set(['zh-CN', 'zh-TW', 'ja', 'ko']);

const wordPatterns = languages.flatMap((language) =>
  flaggedWords[language].map((word) => {
    const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return unspaced.has(language)
      ? new RegExp(escaped, 'i')
      : new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'iu');
  }),
);

/** The flags a text earns by itself (the repeated-copy flag needs the sender's history). */
export function screenText(text: string): FirstMessageFlag[] {
  const flags: FirstMessageFlag[] = [];
  if (wordPatterns.some((pattern) => pattern.test(text))) flags.push('words');
  const withoutEmails = text.replace(email, ' ');
  if (link.test(withoutEmails)) flags.push('link');
  if (withoutEmails !== text || phone.test(text) || messenger.test(text)) flags.push('contact');
  return flags;
}
