import { MAX_RECONNECT_ATTEMPTS } from '@heartline/im';
import { Button, MessageInput, quotedText, VoiceRecorder } from '@heartline/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { chooseLanguage, sendImage, sendText } from './store/compose';
import { draftOf, saveDraft, useDraftsOwner } from './store/drafts';
import { reconnectChat } from './store/lifecycle';
import { cancelReply } from './store/replies';
import { memberTyping } from './store/typing';
import { notify } from '../../stores/toasts';
import { useTranslationAvailable } from '../../stores/translationAvailability';
import { openGiftDialog, openRedPacketDialog } from './store/payments';
import { conversationOf, useChat } from './store/state';
import { stopVoice } from './store/voice';
import * as styles from './ChatView.css';
import { ConversationHeader } from './ConversationHeader';
import { ConversationMessages } from './ConversationMessages';
import {
  useEmojiNames,
  useInputLabels,
  useMessageListLabels,
  useQuoteAuthor,
  useVoiceRecorderLabels,
} from './useChatLabels';
import { useVoiceRecording } from './useVoiceRecording';

/** One conversation: who, the connection's state, the history and the message box. */
export function ConversationPane({ peer, compact }: { peer: string; compact: boolean }) {
  const { t } = useTranslation('chat');
  const inputLabels = useInputLabels();
  const emojiLabels = useEmojiNames();
  const {
    conversations,
    connection,
    threads,
    languages,
    chatLanguages,
    translatingReceived,
    returnedText,
  } = useChat();
  const draftsOwner = useDraftsOwner();
  const translationAvailable = useTranslationAvailable();
  const recording = useVoiceRecording(peer);
  const recorderLabels = useVoiceRecorderLabels();
  // A voice message of the conversation left plays no more.
  useEffect(() => () => stopVoice(), [peer]);
  const conversation = conversations.find((c) => c.imAccount === peer) ?? conversationOf(peer);
  const upload = threads[peer]?.upload ?? null;
  const uploadKind = threads[peer]?.uploadKind ?? 'photo';
  const quoteAuthor = useQuoteAuthor(conversation ?? { friendRemarkName: null, nickname: '' });
  const { bubble: bubbleLabels } = useMessageListLabels('');
  const quote = threads[peer]?.replyTo;
  if (!conversation) return null;
  const replyingTo = quote && {
    author: quoteAuthor(quote.from),
    text: quotedText(quote, bubbleLabels),
  };
  const translating = translationAvailable && (translatingReceived[peer] ?? false);
  const payable = Boolean(conversation.userId);

  const connecting = connection.status === 'disconnected';
  const status =
    upload !== null
      ? t(uploadKind === 'voice' ? 'voice.uploading' : 'input.uploading', {
          percent: Math.round(upload * 100),
        })
      : connection.status === 'reconnecting'
        ? t('connection.reconnecting', {
            attempt: connection.attempt,
            max: MAX_RECONNECT_ATTEMPTS,
          })
        : connecting
          ? t('connection.connecting')
          : undefined;

  return (
    <section className={styles.conversation} aria-label={conversation.nickname}>
      <ConversationHeader
        conversation={conversation}
        compact={compact}
        translatable={translationAvailable}
        translating={translating}
      />
      {connection.status === 'givenUp' ? (
        <div className={styles.banner} role="alert">
          <span>{t('connection.givenUp')}</span>
          <Button size="small" variant="secondary" onClick={() => void reconnectChat()}>
            {t('connection.tryAgain')}
          </Button>
        </div>
      ) : translating ? (
        <p className={styles.translating}>{t('view.translating')}</p>
      ) : (
        <span />
      )}
      <ConversationMessages peer={peer} conversation={conversation} />
      <MessageInput
        // The box starts with the conversation's draft: on another conversation, once the
        // member's drafts are read, and on "Edit" of a flagged first message (its text).
        key={`${draftsOwner ?? ''}:${peer}:${returnedText?.version ?? 0}`}
        defaultValue={draftOf(peer)}
        onValueChange={({ value }) => saveDraft(peer, value)}
        // Each keystroke in the box; the store tells the peer every 3 seconds at most.
        onInput={() => memberTyping(peer)}
        className={styles.input}
        labels={inputLabels}
        emojiLabels={emojiLabels}
        status={status}
        disabled={connection.status === 'reconnecting' || connection.status === 'givenUp'}
        onSend={({ text }) => void sendText(peer, text)}
        onPickImage={({ file }) => void sendImage(peer, file, { burn: false })}
        onInvalidImage={() => notify({ tone: 'error', title: t('input.wrongType') })}
        voiceRecorder={
          <VoiceRecorder
            {...recording}
            labels={recorderLabels}
            disabled={connection.status === 'reconnecting' || connection.status === 'givenUp'}
          />
        }
        onRedPacket={payable ? openRedPacketDialog : undefined}
        onGift={payable ? openGiftDialog : undefined}
        // Where the server does not translate, no language selector.
        translationLanguages={translationAvailable ? [...chatLanguages] : undefined}
        translationLanguage={languages[peer] ?? ''}
        onTranslationLanguageChange={
          translationAvailable ? ({ code }) => chooseLanguage(peer, code) : undefined
        }
        replyingTo={replyingTo}
        onCancelReply={() => cancelReply(peer)}
      />
    </section>
  );
}
