import { useRef, type ReactNode, type RefObject } from 'react';
import type { EmojiCode } from '../../emoji';
import { IconButton } from '../../private/IconButton';
import { RedPacketIcon } from '../../private/icons/chatIcons';
import { GiftIcon } from '../../private/icons/dialogIcons';
import { ImageIcon, TranslateIcon } from '../../private/icons/layoutIcons';
import { SelectField } from '../../private/SelectField';
import { EmojiPicker } from '../EmojiPicker';
import * as styles from './MessageInput.css';
import { imageTypes, type MessageInputLabels } from './messageInputLabels';

/** A language messages can be translated into (from /system/dialogue). */
export type TranslationLanguage = { code: string; name: string };

export type MessageInputToolbarProps = {
  labels: MessageInputLabels;
  emojiLabels?: Partial<Record<EmojiCode, string>>;
  disabled: boolean;
  textarea: RefObject<HTMLTextAreaElement | null>;
  onEmoji: (code: EmojiCode) => void;
  onPickImage?: (pick: { file: File }) => void;
  onInvalidImage?: (pick: { file: File }) => void;
  onRedPacket?: () => void;
  onGift?: () => void;
  /** The voice recorder (VoiceRecorder, driven by the app's recording), after the photo button. */
  voiceRecorder?: ReactNode;
  translationLanguages?: TranslationLanguage[];
  translationLanguage?: string;
  onTranslationLanguageChange?: (change: { code: string }) => void;
};

// Select options cannot be empty: "no translation" travels as this value inside the toolbar.
const none = 'none';

/** The row above the text: emoji, photo, voice, red packet, gift, and the translation language. */
export function MessageInputToolbar({
  labels,
  emojiLabels,
  disabled,
  textarea,
  onEmoji,
  onPickImage,
  onInvalidImage,
  onRedPacket,
  onGift,
  voiceRecorder,
  translationLanguages,
  translationLanguage = '',
  onTranslationLanguageChange,
}: MessageInputToolbarProps) {
  const fileInput = useRef<HTMLInputElement>(null);
  return (
    <div className={styles.toolbar}>
      <EmojiPicker
        label={labels.emoji}
        labels={emojiLabels}
        disabled={disabled}
        focusAfterPick={textarea}
        onPick={({ code }) => onEmoji(code)}
      />
      {onPickImage && (
        <>
          <IconButton
            label={labels.image}
            icon={<ImageIcon />}
            disabled={disabled}
            onClick={() => fileInput.current?.click()}
          />
          <input
            ref={fileInput}
            type="file"
            accept={imageTypes.join(',')}
            hidden
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (!file) return;
              if (imageTypes.includes(file.type)) onPickImage({ file });
              else onInvalidImage?.({ file });
            }}
          />
        </>
      )}
      {voiceRecorder}
      {onRedPacket && (
        <IconButton
          label={labels.redPacket}
          icon={<RedPacketIcon />}
          disabled={disabled}
          onClick={onRedPacket}
          className={styles.redPacket}
        />
      )}
      {onGift && (
        <IconButton
          label={labels.gift}
          icon={<GiftIcon />}
          disabled={disabled}
          onClick={onGift}
          className={styles.gift}
        />
      )}
      {translationLanguages && onTranslationLanguageChange && (
        <SelectField
          label={labels.translation}
          hideLabel
          appearance="pill"
          icon={<TranslateIcon />}
          disabled={disabled}
          className={styles.translation}
          value={translationLanguage || none}
          options={[
            { value: none, label: labels.noTranslation },
            ...translationLanguages.map((language) => ({
              value: language.code,
              label: language.name,
            })),
          ]}
          onValueChange={({ value }) =>
            onTranslationLanguageChange({ code: value === none ? '' : value })
          }
        />
      )}
    </div>
  );
}
