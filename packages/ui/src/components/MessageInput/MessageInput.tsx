import { useEffect, useId, type HTMLAttributes, type KeyboardEvent } from 'react';
import { EmojiText } from '../../emoji';
import { Button } from '../../private/Button';
import { fillLabel } from '../../private/format';
import { CloseIcon } from '../../private/icons';
import { SendIcon } from '../../private/icons/chatIcons';
import { IconButton } from '../../private/IconButton';
import { cx } from '../../utils/cx';
import * as styles from './MessageInput.css';
import { maxMessageLength, type MessageInputLabels } from './messageInputLabels';
import { MessageInputToolbar, type MessageInputToolbarProps } from './MessageInputToolbar';
import { useMessageDraft } from './useMessageDraft';

type ToolbarProps = Omit<MessageInputToolbarProps, 'labels' | 'disabled' | 'textarea' | 'onEmoji'>;

export type MessageInputProps = Omit<HTMLAttributes<HTMLDivElement>, 'defaultValue'> &
  ToolbarProps & {
    /** Every text, translated. */
    labels: MessageInputLabels;
    /** The draft, controlled; the box keeps its own otherwise. */
    value?: string;
    /** The draft to start with, when not controlled. */
    defaultValue?: string;
    /** Called as the draft changes. */
    onValueChange?: (change: { value: string }) => void;
    /** Called with the text (trimmed, not blank) on Send or Enter; the box then empties. */
    onSend: (message: { text: string }) => void;
    /** Nothing can be sent (the chat is reconnecting); `status` says why. */
    disabled?: boolean;
    /** A line about the chat's state, translated ("Reconnecting…"). */
    status?: string;
    /**
     * The message being answered: a bar above the box names its author and how it began, and
     * the box takes the focus. Escape or the bar's close button calls `onCancelReply`.
     */
    replyingTo?: { author: string; text: string } | null;
    onCancelReply?: () => void;
  };

/** Where the reader writes: 1,000 characters at most, emoji, photo, red packet, gift, translation. */
export function MessageInput({
  labels,
  value,
  defaultValue,
  onValueChange,
  onSend,
  disabled = false,
  status,
  emojiLabels,
  onPickImage,
  onInvalidImage,
  onRedPacket,
  onGift,
  voiceRecorder,
  translationLanguages,
  translationLanguage,
  onTranslationLanguageChange,
  replyingTo,
  onCancelReply,
  className,
  ...props
}: MessageInputProps) {
  const id = useId();
  const { draft, change, insert, textarea } = useMessageDraft({
    value,
    defaultValue,
    onValueChange,
  });
  const text = draft.trim();
  const canSend = !disabled && text.length > 0;
  const full = draft.length >= maxMessageLength;

  const send = () => {
    if (!canSend) return;
    onSend({ text });
    change('');
  };

  const replyText = replyingTo?.text;
  useEffect(() => {
    if (replyText !== undefined) textarea.current?.focus();
  }, [replyText, textarea]);

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Escape' && replyingTo && onCancelReply) {
      event.preventDefault();
      onCancelReply();
      return;
    }
    // Enter while an input method is composing (Chinese, Japanese…) picks a candidate: no send.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  const counter = { count: draft.length, max: maxMessageLength };
  return (
    <div className={cx(styles.root, className)} data-disabled={disabled || undefined} {...props}>
      {replyingTo && labels.replyingTo && (
        <div className={styles.reply} id={`${id}-reply`}>
          <span className={styles.replyBody}>
            <span className={styles.replyAuthor}>
              {fillLabel(labels.replyingTo, { name: replyingTo.author })}
            </span>
            <EmojiText className={styles.replyText} text={replyingTo.text} labels={emojiLabels} />
          </span>
          {onCancelReply && labels.cancelReply && (
            <IconButton
              label={labels.cancelReply}
              icon={<CloseIcon />}
              size="small"
              variant="ghost"
              onClick={onCancelReply}
            />
          )}
        </div>
      )}
      <MessageInputToolbar
        {...{
          labels,
          disabled,
          textarea,
          emojiLabels,
          onPickImage,
          onInvalidImage,
          onRedPacket,
          onGift,
          voiceRecorder,
        }}
        {...{ translationLanguages, translationLanguage, onTranslationLanguageChange }}
        onEmoji={(code) => insert(`[${code}]`)}
      />
      <textarea
        ref={textarea}
        className={styles.textarea}
        aria-label={labels.message}
        aria-describedby={`${replyingTo ? `${id}-reply ` : ''}${id}-counter${status ? ` ${id}-status` : ''}`}
        placeholder={labels.placeholder}
        maxLength={maxMessageLength}
        rows={2}
        value={draft}
        disabled={disabled}
        onChange={(event) => change(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <div className={styles.footer}>
        {status && (
          <span id={`${id}-status`} role="status" className={styles.status}>
            {status}
          </span>
        )}
        <span className={styles.counter({ full })} aria-hidden="true">
          {fillLabel(labels.counter, counter)}
        </span>
        <span id={`${id}-counter`} hidden>
          {fillLabel(labels.counterDescription, counter)}
        </span>
        <Button icon={<SendIcon />} size="small" disabled={!canSend} onClick={send}>
          {labels.send}
        </Button>
      </div>
    </div>
  );
}
