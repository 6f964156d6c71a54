import { findEmoji, type EmojiCode } from './emojiSet';

export type EmojiTextPart =
  { type: 'text'; text: string } | { type: 'emoji'; code: EmojiCode; src: string; char: string };

const bracketed = /\[([a-z_]{1,32})\]/g;

/**
 * Splits message text into text and emoji parts: "[smile] hi" becomes an emoji then " hi". Parts
 * are data, never markup: render text parts as text (React escapes them) and emoji parts as <img>
 * whose src comes from the emoji set, never from the message. Unknown codes stay text.
 */
export function parseEmojiText(text: string): EmojiTextPart[] {
  const parts: EmojiTextPart[] = [];
  let textStart = 0;
  for (const match of text.matchAll(bracketed)) {
    const emoji = findEmoji(match[1] ?? '');
    if (!emoji) continue;
    if (match.index > textStart)
      parts.push({ type: 'text', text: text.slice(textStart, match.index) });
    parts.push({ type: 'emoji', code: emoji.code, src: emoji.src, char: emoji.char });
    textStart = match.index + match[0].length;
  }
  if (textStart < text.length) parts.push({ type: 'text', text: text.slice(textStart) });
  return parts;
}

/** The message with each known [code] replaced by its Unicode character (previews, notifications). */
export function emojiTextToUnicode(text: string): string {
  return parseEmojiText(text)
    .map((part) => (part.type === 'text' ? part.text : part.char))
    .join('');
}
