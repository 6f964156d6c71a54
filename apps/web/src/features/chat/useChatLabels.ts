import {
  emojiCodes,
  type ChatBubbleLabels,
  type ConversationListLabels,
  type EmojiCode,
  type MessageInputLabels,
  type MessageListLabels,
  type VoiceRecorderLabels,
} from '@heartline/ui';
import type { TFunction } from 'i18next';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { COUNTER } from '../../i18n/counter';
import { useSession } from '../../stores/session';
import type { Conversation } from './store/state';

/** The same in every language: a gift's quantity. */
const GIFT_QUANTITY = '×{count}';

/** The chat's emoji by name, for screen readers and image alt texts ("Tears of joy", not "[joy]"). */
function emojiNames(t: TFunction<'chat'>): Record<EmojiCode, string> {
  return Object.fromEntries(emojiCodes.map((code) => [code, t(`emoji.${code}`)])) as Record<
    EmojiCode,
    string
  >;
}

/** The emoji names alone (the message box's picker). */
export function useEmojiNames(): Record<EmojiCode, string> {
  const { t } = useTranslation('chat');
  return useMemo(() => emojiNames(t), [t]);
}

/** The conversation list's texts. */
export function useListLabels(): ConversationListLabels {
  const { t } = useTranslation('chat');
  const { t: tBlock } = useTranslation('block');
  return useMemo(
    () => ({
      list: t('list.label'),
      emptyTitle: t('list.emptyTitle'),
      emptyDescription: t('list.emptyDescription'),
      loading: t('list.loading'),
      online: t('list.online'),
      typing: t('list.typing'),
      // Worded by the language's plural rules (i18next picks unread_one, _few, _many, _other).
      unread: (count: number) => t('list.unreadCount', { count }),
      service: t('list.service'),
      image: t('list.image'),
      gift: t('list.gift'),
      redPacket: t('list.redPacket'),
      burnImage: t('list.burnImage'),
      voice: t('list.voice'),
      noMessages: t('list.noMessages'),
      draft: t('list.draft'),
      actions: t('list.actions'),
      deleteConversation: t('list.deleteConversation'),
      deleteHistory: t('list.deleteHistory'),
      pin: t('list.pin'),
      unpin: t('list.unpin'),
      mute: t('list.mute'),
      unmute: t('list.unmute'),
      pinned: t('list.pinned'),
      muted: t('list.muted'),
      // The row fills in {name} itself.
      block: tBlock('action.blockNamed', { name: '{name}' }),
      emoji: emojiNames(t),
    }),
    [t, tBlock],
  );
}

/** The history's texts, naming the peer. */
export function useMessageListLabels(name: string): MessageListLabels {
  const { t } = useTranslation('chat');
  return useMemo(() => {
    const bubble: ChatBubbleLabels = {
      image: t('bubble.image'),
      openImage: t('bubble.openImage'),
      gift: t('bubble.gift'),
      giftQuantity: GIFT_QUANTITY,
      redPacket: t('bubble.redPacket'),
      redPacketAmount: t('bubble.redPacketAmount'),
      burnImage: t('bubble.burnImage'),
      tapToView: t('bubble.tapToView'),
      imageBurned: t('bubble.imageBurned'),
      voiceMessage: t('bubble.voiceMessage'),
      voiceQuote: t('bubble.voiceQuote'),
      play: t('bubble.play'),
      pause: t('bubble.pause'),
      recalledByMe: t('bubble.recalledByMe'),
      recalledByPeer: t('bubble.recalledByPeer', { name }),
      translation: t('bubble.translation'),
      read: t('bubble.read'),
      unread: t('bubble.unread'),
      sending: t('bubble.sending'),
      failed: t('bubble.failed'),
      retry: t('bubble.retry'),
      recall: t('bubble.recall'),
      reply: t('reply.reply'),
      inReplyTo: t('reply.inReplyTo'),
      jumpToQuote: t('reply.jump'),
      recalledQuote: t('preview.recalled'),
      reactions: t('reaction.reactions'),
      you: t('reply.you'),
      flaggedBy: t('bubble.flaggedBy'),
      flags: {
        words: t('bubble.flags.words'),
        link: t('bubble.flags.link'),
        contact: t('bubble.flags.contact'),
        repeated: t('bubble.flags.repeated'),
      },
      report: t('bubble.report'),
      emoji: emojiNames(t),
    };
    return {
      messages: t('messages.label', { name }),
      loadingOlder: t('messages.loadingOlder'),
      jumpToLatest: t('messages.jumpToLatest'),
      emptyTitle: t('messages.emptyTitle', { name }),
      emptyDescription: t('messages.emptyDescription'),
      bubble,
    };
  }, [t, name]);
}

/** The message box's texts. */
export function useInputLabels(): MessageInputLabels {
  const { t } = useTranslation('chat');
  return useMemo(
    () => ({
      message: t('input.message'),
      placeholder: t('input.placeholder'),
      emoji: t('input.emoji'),
      image: t('input.image'),
      redPacket: t('input.redPacket'),
      gift: t('input.gift'),
      send: t('input.send'),
      translation: t('input.translation'),
      noTranslation: t('input.noTranslation'),
      counter: COUNTER,
      counterDescription: t('input.counterDescription'),
      replyingTo: t('reply.replyingTo'),
      cancelReply: t('reply.cancel'),
    }),
    [t],
  );
}

/** Who wrote a quoted message, as the member knows them: "You", or the peer's name. */
export function useQuoteAuthor(conversation: Pick<Conversation, 'friendRemarkName' | 'nickname'>) {
  const { t } = useTranslation('chat');
  const { me } = useSession();
  const name = conversation.friendRemarkName || conversation.nickname;
  return useCallback(
    (from: string) => (from === me?.imAccount ? t('reply.you') : name),
    [me?.imAccount, name, t],
  );
}

/** The voice recorder's texts. */
export function useVoiceRecorderLabels(): VoiceRecorderLabels {
  const { t } = useTranslation('chat');
  return useMemo(
    () => ({
      record: t('voice.record'),
      releaseToSend: t('voice.releaseToSend'),
      releaseToCancel: t('voice.releaseToCancel'),
      tooShort: t('voice.tooShort'),
    }),
    [t],
  );
}
