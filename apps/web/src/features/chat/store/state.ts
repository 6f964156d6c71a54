import type { ChatMessage, ConnectionState, ImAccount } from '@heartline/im';
import type { Data } from '@heartline/sdk';
import { proxy, useSnapshot } from 'valtio';

/** One conversation of the session list (POST /message/user-session-list). */
export type Conversation = Data<'/message/user-session-list', 'post'>[number];

/** A gift of the catalogue (GET /gift/list). */
export type GiftOffer = Data<'/gift/list', 'get'>['records'][number];

/** A chat language messages can be translated into (GET /system/dialogue). */
export type ChatLanguage = { code: string; name: string };

/** One message on screen: as the service stored it, or an own one on its way or not sent. */
export type Bubble = {
  /** Stays the same from the pending bubble to the stored message, so the list does not jump. */
  key: string;
  message: ChatMessage;
  status: 'sent' | 'sending' | 'failed';
};

/** The history of one conversation, oldest first, fetched 20 messages at a time. */
export type Thread = {
  bubbles: Bubble[];
  /** Where the next (older) page starts; null when the oldest message is shown. */
  cursor: string | null;
  status: 'idle' | 'loading' | 'ready' | 'failed';
  loadingOlder: boolean;
  /** A photo, burn-after-read image or voice message on its way (0..1), null when none is. */
  upload: number | null;
  /** What is on its way: the status line names it. */
  uploadKind: 'photo' | 'voice';
  /** The message the member answers (the bar above the box), until sent or cancelled. */
  replyTo: MessageReply | null;
  /** The row the history scrolls to and marks (a quote tapped); `at` tells one jump from the next. */
  jump: { key: string; at: number } | null;
};

/** A quoted message (openapi MessageReply), as a reply carries it in ext.reply. */
export type MessageReply = NonNullable<ChatMessage['ext']['reply']>;

type ChatState = {
  /** The chat service connection (reconnecting with its attempt, given up, back). */
  connection: ConnectionState;
  /** Logged in on another device (event type 39): the alert shows, then the member is logged out. */
  kicked: boolean;
  conversations: Conversation[];
  listStatus: 'idle' | 'loading' | 'ready' | 'failed';
  /** When the list shown was saved on this device (offline: savedList.ts); null when it is the
   * server's answer. */
  listSavedAt: number | null;
  /** The conversation shown in the message area (the peer's IM account). */
  openPeer: ImAccount | null;
  /** Histories by peer. */
  threads: Record<ImAccount, Thread>;
  /** The translation language chosen per peer ('' none), remembered per pair in localStorage. */
  languages: Record<ImAccount, string>;
  /** The chat languages of the selector. */
  chatLanguages: ChatLanguage[];
  /** Peers whose received messages are translated into the interface language. */
  translatingReceived: Record<ImAccount, boolean>;
  /** A conversation opening from a profile id (/chat?userId=). */
  opening: boolean;
  /** Peers typing to the member now (cleared 5 s after their last signal or by their message). */
  typingPeers: Record<ImAccount, true>;
  /**
   * When peers were last seen (ms since the epoch), as the chat service tells it: absent while
   * online, unknown or hidden (their privacy setting or the member's own).
   */
  lastSeen: Record<ImAccount, number>;

  gifts: GiftOffer[];
  freeGiftsLeft: number;
  giftsStatus: 'idle' | 'loading' | 'ready' | 'failed';
  /** The dialog on screen, with its pending and error state. */
  dialog: 'gift' | 'redPacket' | null;
  dialogPending: boolean;
  dialogError: string | null;
  /** Confirming the deletion of a conversation or its history. */
  confirm: { kind: 'conversation' | 'history'; peer: ImAccount } | null;
  confirmPending: boolean;
  /** The photo shown large (a message id of the open conversation). */
  preview: string | null;
  /** The burn-after-read image being viewed (a message id), after it was marked read. */
  burning: string | null;
  /** Where it is shown from: the address the server gave for me when it was marked read. */
  burningUrl: string | null;
  /** Burn-after-read images this member has opened (they show the placeholder). */
  burned: Record<string, true>;
  /** The paid-photo (0) or burn-image (1) notice on screen. */
  paymentNotice: 0 | 1 | null;
  /** The complaint form was opened from the chat (the chat shows it). */
  reporting: boolean;
  /** A flagged first message waiting for "Send anyway" or "Edit" (its bubble's key), with the
   * server's question (code 1507). */
  firstMessageCare: { peer: ImAccount; key: string; question: string } | null;
  /** A text given back to a conversation's message box ("Edit"); the box restarts with it. */
  returnedText: { peer: ImAccount; text: string; version: number } | null;
};

export const initialChat = (): ChatState => ({
  connection: { status: 'disconnected' },
  kicked: false,
  conversations: [],
  listStatus: 'idle',
  listSavedAt: null,
  openPeer: null,
  threads: {},
  languages: {},
  chatLanguages: [],
  translatingReceived: {},
  opening: false,
  typingPeers: {},
  lastSeen: {},
  gifts: [],
  freeGiftsLeft: 0,
  giftsStatus: 'idle',
  dialog: null,
  dialogPending: false,
  dialogError: null,
  confirm: null,
  confirmPending: false,
  preview: null,
  burning: null,
  burningUrl: null,
  burned: {},
  paymentNotice: null,
  reporting: false,
  firstMessageCare: null,
  returnedText: null,
});

/** The chat: conversations, histories, sending, money in chat, and the connection. */
export const chat = proxy<ChatState>(initialChat());

export const emptyThread = (): Thread => ({
  bubbles: [],
  cursor: null,
  status: 'idle',
  loadingOlder: false,
  upload: null,
  uploadKind: 'photo',
  replyTo: null,
  jump: null,
});

/** The thread of a peer, created empty when there is none yet. */
export function threadOf(peer: ImAccount): Thread {
  chat.threads[peer] ??= emptyThread();
  return chat.threads[peer];
}

export function conversationOf(peer: ImAccount | null): Conversation | undefined {
  return peer === null ? undefined : chat.conversations.find((c) => c.imAccount === peer);
}

export function useChat() {
  return useSnapshot(chat);
}

/** Whether any of the chat's dialogs is on screen (their code loads the first time one is). */
export function useChatDialogOpen(): boolean {
  const { dialog, confirm, preview, burning, paymentNotice, kicked, reporting, firstMessageCare } =
    useSnapshot(chat);
  return (
    dialog !== null ||
    firstMessageCare !== null ||
    confirm !== null ||
    preview !== null ||
    burning !== null ||
    paymentNotice !== null ||
    kicked ||
    reporting
  );
}
