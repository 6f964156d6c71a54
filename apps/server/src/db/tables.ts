/** The database as Kysely sees it: one interface per table (snake_case, as in SQL). */
import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { BlockTables } from './schema/block.ts';
import type { ComplaintAction, ModerationTables } from './schema/moderation.ts';
import type { ChatTables } from './schema/chat.ts';
import type { GiftTables } from './schema/gift.ts';
import type { MallTables } from './schema/mall.ts';
import type { MembershipTables } from './schema/membership.ts';
import type { PayTables } from './schema/pay.ts';
import type { RateLimitTables } from './schema/rateLimits.ts';
import type { ChatOutboxTables } from './schema/chatOutbox.ts';
import type { TranslationTables } from './schema/translation.ts';
import type { PhotoVerificationTables } from './schema/photoVerification.ts';
import type { PushTables } from './schema/push.ts';
import type { WalletTables } from './schema/wallet.ts';

import type { CreatedAt, Json, Timestamp } from './columns.ts';

export interface UsersTable {
  /** The profile id; the numeric account is id + 100000. */
  id: Generated<number>;
  account: number;
  email: string;
  password_hash: string;
  nickname: string;
  avatar: string;
  gender: number;
  birthday: string | null;
  height: number | null;
  weight: number | null;
  occupation: Generated<string>;
  hobby: Generated<string>;
  signature: Generated<string>;
  introduction: Generated<string>;
  region: string;
  common_language: string;
  language: Generated<string>;
  vip_level: Generated<number>;
  vip_expire_time: Timestamp | null;
  im_account: string;
  im_password: string;
  is_pay_msg: Generated<number>;
  is_burn_pay_msg: Generated<number>;
  add_friend_mode: Generated<number>;
  show_likes: Generated<number>;
  show_comments: Generated<number>;
  gold_coin: Generated<number>;
  character: Generated<number>;
  vip_character: Generated<number>;
  free_gifts: Generated<number>;
  /** The calendar month (UTC, 'YYYY-MM') the VIP free-gift allowance was last topped up. */
  free_gifts_month: string | null;
  blur_views: Generated<number>;
  last_active_at: Timestamp | null;
  cancelled_at: Timestamp | null;
  /** 'operator' may use the moderation console (granted by scripts/operator.ts); else 'member'. */
  role: Generated<'member' | 'operator'>;
  /** A suspension: no login until then (migration 0018). */
  suspended_until: Timestamp | null;
  /** A ban: the account is closed for good, and cancelled_at is set with it. */
  banned_at: Timestamp | null;
  /** When an operator approved the member's photo verification (the badge; migration 0019). */
  verified_at: Timestamp | null;
  /** 1: random matching picks only verified members. */
  match_verified_only: Generated<number>;
  /** When the member's last chat connection closed everywhere (migration 0021); null: never. */
  last_seen_at: Timestamp | null;
  /** 1: others are not told last_seen_at (nor lastActiveTime), and the member is not told theirs. */
  hide_last_seen: Generated<number>;
  created_at: CreatedAt;
}

export interface SessionsTable {
  /** SHA-256 of the token: the token itself is never stored. */
  token_hash: string;
  user_id: number;
  created_at: CreatedAt;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
}

export interface VerificationCodesTable {
  id: Generated<number>;
  email: string;
  purpose: string;
  code_hash: string;
  tries: Generated<number>;
  created_at: CreatedAt;
  expires_at: Timestamp;
  /** Set when used up, voided by a newer code, or after too many wrong tries. */
  closed_at: Timestamp | null;
}

export interface LoginFailuresTable {
  id: Generated<number>;
  user_id: number;
  created_at: CreatedAt;
}

export interface FollowsTable {
  follower_id: number;
  followee_id: number;
  created_at: CreatedAt;
}

/** Two rows per friendship, one from each side (each side keeps its own remark name). */
export interface FriendshipsTable {
  user_id: number;
  friend_id: number;
  remark_name: string | null;
  created_at: CreatedAt;
}

export interface FriendRequestsTable {
  id: Generated<number>;
  from_id: number;
  to_id: number;
  note: string;
  /** 0 pending, 1 accepted, 2 refused. */
  state: Generated<number>;
  created_at: CreatedAt;
  handled_at: Timestamp | null;
}

export interface VisitsTable {
  visitor_id: number;
  visited_id: number;
  /** The UTC day (YYYY-MM-DD): one visit per visitor per day. */
  day: string;
  visited_at: CreatedAt;
}

export interface MatchesTable {
  id: Generated<number>;
  user_id: number;
  matched_id: number;
  day: string;
  created_at: CreatedAt;
}

export interface UploadsTable {
  id: Generated<number>;
  user_id: number;
  url: string;
  purpose: string;
  mime_type: string;
  size: number;
  width: number;
  height: number;
  created_at: CreatedAt;
}

export interface AlbumPhotosTable {
  id: Generated<number>;
  user_id: number;
  url: string;
  created_at: CreatedAt;
}

export interface DynamicsTable {
  id: Generated<number>;
  user_id: number;
  content: string;
  images: Json<string[]>;
  burn_after_reading: number;
  top: number;
  language: string | null;
  created_at: CreatedAt;
  deleted_at: Timestamp | null;
}

export interface DynamicLikesTable {
  dynamic_id: number;
  user_id: number;
  created_at: CreatedAt;
}

/** A viewer who has seen a burn-after-reading dynamic's images. */
export interface DynamicBurnsTable {
  dynamic_id: number;
  user_id: number;
  created_at: CreatedAt;
}

export interface CommentsTable {
  id: Generated<number>;
  dynamic_id: number;
  user_id: number;
  /** The top-level comment a reply belongs to; null for a top-level comment. */
  parent_id: number | null;
  reply_to_user_id: number | null;
  content: string;
  created_at: CreatedAt;
  deleted_at: Timestamp | null;
}

export interface InteractionsTable {
  id: Generated<number>;
  /** Who is notified. */
  user_id: number;
  /** Who did it. */
  actor_id: number;
  /** like, comment, reply, follow, gift. */
  type: string;
  dynamic_id: number | null;
  content: string | null;
  preview: string | null;
  read: Generated<number>;
  created_at: CreatedAt;
}

export interface NoticesTable {
  id: Generated<number>;
  /** Title and content per interface language; English is the fallback. */
  title: Json<Record<string, string>>;
  content: Json<Record<string, string>>;
  created_at: CreatedAt;
}

export interface NoticeReadsTable {
  notice_id: number;
  user_id: number;
}

export interface ComplaintReasonsTable {
  id: number;
  /** 1 user, 2 dynamic, 3 chat. */
  type: number;
  reason: Json<Record<string, string>>;
}

export interface ComplaintsTable {
  id: Generated<number>;
  reporter_id: number;
  reported_id: number;
  reason_id: number;
  notes: string;
  images: Json<string[]>;
  created_at: CreatedAt;
  /** When an operator acted on it (migration 0018); null while it waits in the queue. */
  handled_at: Timestamp | null;
  action: ComplaintAction | null;
}

/** A user of gender 1 who paid to see the owner's album photos (once per pair). */
export interface PhotoPermissionsTable {
  payer_id: number;
  owner_id: number;
  /** The ledger transaction that paid (the payment's recordId); null when granted unpaid. */
  record_id: number | null;
  created_at: CreatedAt;
}

export interface LedgerTransactionsTable {
  id: Generated<number>;
  kind: string;
  user_id: number;
  created_at: CreatedAt;
}

export type LedgerAsset = 'goldCoin' | 'character' | 'vipCharacter' | 'freeGift' | 'blurView';

export interface LedgerEntriesTable {
  id: Generated<number>;
  transaction_id: number;
  /** A user's wallet, or null for the house. */
  user_id: number | null;
  asset: LedgerAsset;
  amount: number;
  bill_type: number | null;
  /** What the bill shows: a message key and its parameters, localized when read. */
  project: Json<{ key: string; params?: Record<string, string | number> }> | null;
  balance_after: number | null;
  created_at: CreatedAt;
}

export interface IdempotencyKeysTable {
  user_id: number;
  key: string;
  operation: string;
  request_hash: string;
  response: Json<unknown>;
  created_at: CreatedAt;
}

/** Every table; the economy and chat domains keep theirs in src/db/schema/<domain>.ts. */
export interface Database
  extends
    WalletTables,
    MembershipTables,
    PayTables,
    TranslationTables,
    GiftTables,
    MallTables,
    ChatTables,
    ChatOutboxTables,
    RateLimitTables,
    BlockTables,
    ModerationTables,
    PhotoVerificationTables,
    PushTables {
  users: UsersTable;
  sessions: SessionsTable;
  verification_codes: VerificationCodesTable;
  login_failures: LoginFailuresTable;
  follows: FollowsTable;
  friendships: FriendshipsTable;
  friend_requests: FriendRequestsTable;
  visits: VisitsTable;
  matches: MatchesTable;
  uploads: UploadsTable;
  album_photos: AlbumPhotosTable;
  dynamics: DynamicsTable;
  dynamic_likes: DynamicLikesTable;
  dynamic_burns: DynamicBurnsTable;
  comments: CommentsTable;
  interactions: InteractionsTable;
  notices: NoticesTable;
  notice_reads: NoticeReadsTable;
  complaint_reasons: ComplaintReasonsTable;
  complaints: ComplaintsTable;
  photo_permissions: PhotoPermissionsTable;
  ledger_transactions: LedgerTransactionsTable;
  ledger_entries: LedgerEntriesTable;
  idempotency_keys: IdempotencyKeysTable;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type DynamicRow = Selectable<DynamicsTable>;
export type CommentRow = Selectable<CommentsTable>;
