import type { ChatClient, ChatCredentials, ChatMessage, ImAccount } from '@heartline/im';
import { subscribe } from 'valtio';
import { i18n } from '../../../i18n/i18n';
import { sdk } from '../../../sdk';
import { isOffline, whenBackOnline } from '../../../stores/network';
import { notifyFailure } from '../../../stores/toasts';
import { loadUnreadCounts } from '../../../stores/unread';
import { registerReset } from '../../../stores/resetStores';
import { endedByServer, endSession, loadMe, session } from '../../../stores/session';
import { connect, forgetClient, readyClient } from './client';
import { loadChatLanguages, recallLanguage, translateIncoming } from './compose';
import {
  addConversation,
  applyConversationDeleted,
  applyConversationRead,
  applyHistoryCleared,
  applyPresence,
  forgetListCalls,
  LIST_DELAY_MS,
  loadConversations,
  markPeerRead,
} from './conversations';
import {
  applyReadReceipt,
  applyRecall,
  forgetPending,
  loadHistory,
  receiveMessage,
} from './messages';
import { forgetNotices, showPaymentNotice } from './payments';
import { chat, conversationOf, initialChat, threadOf } from './state';
import { forgetTyping, peerStoppedTyping, peerTyping } from './typing';
import { applyReaction } from './reactions';
import { endPush, resumePush } from './push';
import { loadMessageSound, primeMessageSound } from '../../../stores/messageSound';

/** How many message views show the open conversation (the page, the floating window). */
let views = 0;

/** The badges follow within a moment of a burst of messages, with one call. */
let badgeTimer: ReturnType<typeof setTimeout> | undefined;
function refreshBadges() {
  clearTimeout(badgeTimer);
  badgeTimer = setTimeout(() => void loadUnreadCounts(), 300);
}

function onMessage(message: ChatMessage) {
  const peer = message.from === session.me?.imAccount ? message.to : message.from;
  const open = views > 0 && chat.openPeer === peer && document.visibilityState === 'visible';
  receiveMessage(message, { open });
  if (message.from !== peer) return;
  peerStoppedTyping(peer);
  if (open) void markPeerRead(peer);
  else refreshBadges();
  void translateIncoming(peer, message.id);
}

function attach(client: ChatClient) {
  chat.connection = client.state;
  const off = [
    client.on('connection', (state) => {
      const wasBack = chat.connection.status === 'reconnecting' && state.status === 'connected';
      chat.connection = state;
      if (wasBack && chat.listStatus === 'ready') void loadConversations();
    }),
    client.on('message', onMessage),
    client.on('recall', applyRecall),
    client.on('read', applyReadReceipt),
    client.on('presence', applyPresence),
    client.on('typing', peerTyping),
    client.on('reaction', applyReaction),
    client.on('conversationRead', (notice) => {
      applyConversationRead(notice);
      refreshBadges();
    }),
    client.on('conversationDeleted', (notice) => {
      applyConversationDeleted(notice);
      refreshBadges();
    }),
    client.on('historyCleared', applyHistoryCleared),
    // Another device: the alert, then /login. Any other end (a logout elsewhere, a password
    // change, the account closed): the session ends at once, with a notice saying why.
    client.on('kicked', ({ reason }) => {
      if (reason === 'otherDevice') chat.kicked = true;
      else endedByServer(reason);
    }),
  ];
  return () => off.forEach((unsubscribe) => unsubscribe());
}

/**
 * Logs in to chat with the member's IM account and listens to it: messages, recalls, read
 * receipts, presence, the connection, being logged in elsewhere and the login ended by the server
 * (the main layout calls it).
 */
export function startChat(credentials: ChatCredentials) {
  return connect(credentials, attach);
}

/** The chat, started with my-info's IM account when the layout has not done so yet. */
export async function ensureChat(): Promise<ChatClient | null> {
  const me = session.me ?? (await loadMe());
  if (!me?.imAccount || !me.imPassword) return null;
  try {
    const client = await startChat({ user: me.imAccount, password: me.imPassword });
    void resumePush();
    loadMessageSound(me.imAccount);
    primeMessageSound();
    return client;
  } catch (error) {
    notifyFailure(error, i18n.t('chat:errors.connectFailed'));
    return null;
  }
}

/** "Try again" after every reconnection attempt failed. */
export async function reconnectChat() {
  try {
    (await readyClient()).reconnect();
  } catch {
    await ensureChat();
  }
}

/** The alert of being logged in on another device was confirmed: log out, go to /login. */
export function acknowledgeKicked() {
  chat.kicked = false;
  endSession();
}

// The message view

/**
 * A message view appeared: the chat starts, and the session list comes 2 seconds later (the
 * spec's wait), or at once again when it was already shown, or offline (the list kept on the
 * device then shows at once). Back online, a list from the device (or none) is fetched again.
 */
export function enterMessageView() {
  views += 1;
  // The conversation still open from before (the window closed, the page left): read it again.
  if (chat.openPeer) void openConversation(chat.openPeer);
  else void ensureChat();
  if (chat.chatLanguages.length === 0) void loadChatLanguages();
  const stopWaiting = onceMemberKnown(showPaymentNotice);
  const timer = setTimeout(
    () => void loadConversations(),
    chat.listStatus === 'ready' || isOffline() ? 0 : LIST_DELAY_MS,
  );
  const stopFollowingNetwork = whenBackOnline(() => {
    if (chat.listSavedAt !== null || chat.listStatus === 'failed') void loadConversations();
    if (chat.openPeer) void openConversation(chat.openPeer);
    else void ensureChat();
  });
  return () => {
    clearTimeout(timer);
    stopFollowingNetwork();
    stopWaiting();
    views = Math.max(0, views - 1);
  };
}

/**
 * Runs `then` once my-info is here: when /chat is the first page of a visit, the view appears
 * before my-info answers, and the notices depend on it. Returns how to stop waiting.
 */
function onceMemberKnown(then: () => void): () => void {
  if (session.me) {
    then();
    return () => {};
  }
  // In sync: the notice shows in the same turn as the member it depends on.
  const stop = subscribe(
    session,
    () => {
      if (!session.me) return;
      stop();
      then();
    },
    true,
  );
  return stop;
}

/** Opens a conversation: its history, its language, and everything in it read. */
export async function openConversation(peer: ImAccount) {
  chat.openPeer = peer;
  recallLanguage(peer);
  const client = await ensureChat();
  if (!client || chat.openPeer !== peer) return;
  const thread = threadOf(peer);
  if (thread.status === 'idle' || thread.status === 'failed') await loadHistory(peer);
  if (chat.openPeer === peer) await markPeerRead(peer);
}

/** Back to the list (narrow screens). */
export function closeConversation() {
  chat.openPeer = null;
}

/**
 * Opens (or starts) the conversation with a member by profile id (/chat?userId=), from the list
 * when it is there, otherwise from their profile.
 */
export async function openUserChat(userId: number) {
  const listed = chat.conversations.find((c) => c.userId === userId);
  if (listed) return openConversation(listed.imAccount);
  chat.opening = true;
  try {
    const { userVo: user } = await sdk.user.getInfo({ userId });
    const me = session.me;
    if (!me || user.imAccount === me.imAccount) return;
    addConversation({
      channel_id: [me.imAccount, user.imAccount].sort().join('_'),
      imAccount: user.imAccount,
      unread_num: 0,
      onlineState: user.online,
      userType: user.isFriend ? 1 : 3,
      friendRemarkName: null,
      nickname: user.nickname,
      avatar: user.avatar,
      vipLevel: user.vipLevel,
      userId: user.id,
      friendUserId: user.isFriend ? user.id : null,
      pinned: false,
      muted: false,
      lastMessage: null,
    });
    await openConversation(user.imAccount);
  } catch (error) {
    notifyFailure(error, i18n.t('chat:errors.openFailed'));
  } finally {
    chat.opening = false;
  }
}

/** The customer-service conversation (the side bar's button), pinned first in the list. */
export async function openServiceChat() {
  const listed = chat.conversations.find((c) => c.userType === 2);
  if (listed) return openConversation(listed.imAccount);
  try {
    const service = await sdk.message.getServiceAccount();
    const me = session.me;
    if (!me) return;
    if (!conversationOf(service.serviceAccount)) {
      chat.conversations.unshift({
        channel_id: [me.imAccount, service.serviceAccount].sort().join('_'),
        imAccount: service.serviceAccount,
        unread_num: 0,
        onlineState: 1,
        userType: 2,
        friendRemarkName: null,
        nickname: service.nickname,
        avatar: service.avatar,
        vipLevel: 0,
        userId: null,
        friendUserId: null,
        pinned: true,
        muted: false,
        lastMessage: null,
      });
    }
    await openConversation(service.serviceAccount);
  } catch (error) {
    notifyFailure(error, i18n.t('chat:errors.openFailed'));
  }
}

export function reset() {
  forgetClient();
  forgetListCalls();
  forgetPending();
  forgetNotices();
  forgetTyping();
  void endPush();
  clearTimeout(badgeTimer);
  views = 0;
  Object.assign(chat, initialChat());
}
registerReset(reset);
