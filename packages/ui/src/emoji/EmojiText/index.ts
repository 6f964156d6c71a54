export { EmojiText, type EmojiTextProps } from './EmojiText';
