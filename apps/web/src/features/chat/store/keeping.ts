/**
 * Mute and pin (issue 19): how the member keeps a conversation, stored on the server so every
 * device lists it the same. The row changes at once and goes back if the server refuses (a fourth
 * pin, 1508, says why in the member's language).
 */
import type { ImAccount } from '@heartline/im';
import type { ConversationKeeping } from '@heartline/ui';
import { i18n } from '../../../i18n/i18n';
import { sdk } from '../../../sdk';
import { notifyFailure } from '../../../stores/toasts';
import { chat, conversationOf, type Conversation } from './state';

/**
 * Customer service first, then the pinned ones in the order they are (a new pin goes last), then
 * the rest by their newest message.
 */
function arrange(list: Conversation[]): Conversation[] {
  const service = list.filter((c) => c.userType === 2);
  const pinned = list.filter((c) => c.pinned && c.userType !== 2);
  const time = (c: Conversation) => c.lastMessage?.time ?? 0;
  const rest = list.filter((c) => !c.pinned && c.userType !== 2).sort((a, b) => time(b) - time(a));
  return [...service, ...pinned, ...rest];
}

function apply(peer: ImAccount, keeping: { pinned?: boolean; muted?: boolean }) {
  const conversation = conversationOf(peer);
  if (!conversation) return;
  const repin = keeping.pinned !== undefined && keeping.pinned !== conversation.pinned;
  Object.assign(conversation, keeping);
  if (!repin) return;
  // A new pin goes after the pinned ones, as the server orders them (the earliest pinned first).
  const others = chat.conversations.filter((c) => c !== conversation);
  chat.conversations = arrange(keeping.pinned ? [...others, conversation] : chat.conversations);
}

export async function keepConversation(peer: ImAccount, keeping: ConversationKeeping) {
  const conversation = conversationOf(peer);
  if (!conversation) return;
  const before = { pinned: conversation.pinned, muted: conversation.muted };
  apply(peer, keeping);
  try {
    const kept = await sdk.message.setConversationSettings({ imAccount: peer, ...keeping });
    apply(peer, { pinned: kept.pinned, muted: kept.muted });
  } catch (error) {
    apply(peer, before);
    notifyFailure(error, i18n.t('chat:errors.keepFailed'));
  }
}
