export { EmojiText, type EmojiTextProps } from './EmojiText';
export {
  emojiAttribution,
  emojiCodes,
  emojiSet,
  findEmoji,
  type Emoji,
  type EmojiCode,
} from './emojiSet';
export { emojiTextToUnicode, parseEmojiText, type EmojiTextPart } from './parseEmojiText';
