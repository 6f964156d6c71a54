/** Every migration in order; Kysely's Migrator runs the ones a database has not seen. */
import type { Migration } from 'kysely/migration';
import * as social from './0001_social.ts';
import * as user from './0002_user.ts';
import * as friend from './0003_friend.ts';
import * as dynamicComplaint from './0004_dynamic_complaint.ts';
import * as ledger from './0005_ledger.ts';
import * as wallet from './0006_wallet.ts';
import * as membership from './0007_membership.ts';
import * as translation from './0008_translation.ts';
import * as gift from './0009_gift.ts';
import * as mall from './0010_mall.ts';
import * as chat from './0011_chat.ts';
import * as chatGateway from './0012_chat_gateway.ts';
import * as rateLimits from './0013_rate_limits.ts';
import * as chatOutbox from './0014_chat_outbox.ts';
import * as chatProviderIds from './0015_chat_provider_ids.ts';
import * as blocks from './0016_blocks.ts';
import * as chatOutboxText from './0017_chat_outbox_text.ts';
import * as moderation from './0018_moderation.ts';
import * as verification from './0019_photo_verification.ts';
import * as conversationKeeping from './0020_conversation_keeping.ts';
import * as lastSeen from './0021_last_seen.ts';
import * as chatReactions from './0022_chat_reactions.ts';
import * as pushSubscriptions from './0023_push_subscriptions.ts';
import * as chatOutboxEcho from './0024_chat_outbox_echo.ts';

export const migrations: Record<string, Migration> = {
  '0001_social': social,
  '0002_user': user,
  '0003_friend': friend,
  '0004_dynamic_complaint': dynamicComplaint,
  '0005_ledger': ledger,
  '0006_wallet': wallet,
  '0007_membership': membership,
  '0008_translation': translation,
  '0009_gift': gift,
  '0010_mall': mall,
  '0011_chat': chat,
  '0012_chat_gateway': chatGateway,
  '0013_rate_limits': rateLimits,
  '0014_chat_outbox': chatOutbox,
  '0015_chat_provider_ids': chatProviderIds,
  '0016_blocks': blocks,
  '0017_chat_outbox_text': chatOutboxText,
  '0018_moderation': moderation,
  '0019_photo_verification': verification,
  '0020_conversation_keeping': conversationKeeping,
  '0021_last_seen': lastSeen,
  '0022_chat_reactions': chatReactions,
  '0023_push_subscriptions': pushSubscriptions,
  '0024_chat_outbox_echo': chatOutboxEcho,
};
