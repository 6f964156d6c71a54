export { EmojiPicker, type EmojiPickerProps } from './EmojiPicker';
