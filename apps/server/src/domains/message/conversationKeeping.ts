/**
 * Mute and pin (/message/conversation-settings): how a member keeps a conversation, the same on
 * every device because the session list answers it. Pinned conversations follow customer service
 * (always pinned, never counted), at most PINNED_CONVERSATIONS_MAX; muted ones neither sound nor
 * push, and still count as unread so every badge agrees.
 */
import type { components } from '@heartline/sdk/schema';
import type { User } from '../../db/tables.ts';
import { AppError } from '../../http/AppError.ts';
import type { Services } from '../../services.ts';
import { inTransaction } from '../chat/pairs.ts';
import {
  countPinned,
  ensureServiceConversation,
  findListedConversation,
  keepConversation,
  lockOwnConversations,
} from './queries.ts';
import { serviceAccountOf, serviceAccounts } from './serviceAccount.ts';

type ConversationSettings = components['schemas']['ConversationSettings'];

/** The most conversations a member pins, customer service apart. */
export const PINNED_CONVERSATIONS_MAX = 3;

export async function setConversationSettings(
  services: Services,
  me: User,
  change: { imAccount: string; muted?: boolean; pinned?: boolean },
): Promise<ConversationSettings> {
  const { db, config } = services;
  const accounts = serviceAccounts(config);
  const service = serviceAccountOf(services, me);
  const isService = change.imAccount === service;
  if (isService && change.pinned === false) throw new AppError(1509);
  const now = services.now();

  return inTransaction(db, async (trx) => {
    await lockOwnConversations(trx, me);
    // Customer service is listed before its first message: its row is made when first kept.
    if (isService) await ensureServiceConversation(trx, me, service, now);
    const found = await findListedConversation(trx, me, accounts, change.imAccount);
    if (!found) throw new AppError(404, { key: 'chat.noConversation' });

    let pinnedAt = found.pinned_at;
    if (!isService && change.pinned !== undefined) {
      if (change.pinned && !pinnedAt) {
        const pinned = await countPinned(trx, me, accounts, service);
        if (pinned >= PINNED_CONVERSATIONS_MAX) throw new AppError(1508);
        pinnedAt = now;
      } else if (!change.pinned) {
        pinnedAt = null;
      }
    }
    const muted = change.muted === undefined ? found.muted : change.muted ? 1 : 0;
    await keepConversation(trx, me, change.imAccount, { muted, pinned_at: pinnedAt });
    return {
      imAccount: change.imAccount,
      muted: muted === 1,
      pinned: isService || pinnedAt !== null,
    };
  });
}
