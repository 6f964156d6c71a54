import type { VipLevel } from '../../private/member';
import type { CustomMessageType } from '../ChatBubble';

/** A conversation's newest message, as a preview (openapi `LastMessage`). */
export type LastMessage = {
  id: string;
  /** The text, or the server's placeholder for other kinds. */
  msg: string;
  type: 'txt' | 'img' | 'custom';
  /** The custom message's kind (type custom only). */
  customType?: CustomMessageType;
  /** In ms since the epoch. */
  time: number;
  /** The same instant as an ISO 8601 date-time. */
  lastTime: string;
};

/** One conversation of the session list (openapi `Conversation`). */
export type Conversation = {
  /** The conversation's id. */
  channel_id: string;
  /** The peer's chat account. */
  imAccount: string;
  /** Messages from the peer the reader has not read. */
  unread_num: number;
  /** 1 while the peer is online. */
  onlineState: 0 | 1;
  /** 1 a friend, 2 customer service, 3 a stranger. */
  userType: 1 | 2 | 3;
  /** The reader's remark name for the peer; shown instead of the nickname. */
  friendRemarkName: string | null;
  nickname: string;
  avatar: string;
  vipLevel: VipLevel;
  userId?: number | null;
  friendUserId?: number | null;
  /**
   * Listed at the top: customer service (userType 2, always first, styled apart) and up to three
   * the reader pinned, marked with a pin.
   */
  pinned: boolean;
  /** The reader muted it: no sound, no push; a pale unread badge and a struck bell. */
  muted?: boolean;
  /** The newest message, or null before the first one. */
  lastMessage: LastMessage | null;
};
