/**
 * The gateway's other writes, each a ChatWriter kind over the chat store: delivery receipts
 * (many recipients in one statement, logged for the senders), reading a conversation (logged for
 * the peer), recalling (within CHAT_RECALL_SECONDS, else 1801; logged for the recipient) and the
 * owner's deletes (nothing to tell anyone).
 */
import type { ChatMessageRow } from '../db/schema/chat.ts';
import {
  clearHistory,
  deleteConversation,
  deleteMessages,
} from '../domains/chat/conversationCleanup.ts';
import { parseMessageId } from '../domains/chat/messageIds.ts';
import { recallMessage } from '../domains/chat/recall.ts';
import { markConversationRead, markDeliveredMany } from '../domains/chat/receipts.ts';
import { notFound } from '../http/AppError.ts';
import type { Services } from '../services.ts';
import { eachRefusable, type WriteKind } from './chatWriter.ts';

export interface DeliveredInput {
  /** The recipient whose device received the messages. */
  to: string;
  ids: readonly string[];
}

export function deliveredKind(services: Services): WriteKind<DeliveredInput, void> {
  return {
    name: 'delivered',
    deferred: true,
    async run(ctx, inputs) {
      const at = services.now();
      const delivered = await markDeliveredMany(
        ctx.trx,
        inputs.flatMap(({ to, ids }) => ids.map((messageId) => ({ to, messageId }))),
        at,
      );
      for (const message of delivered) {
        ctx.events.push({ owner: message.from_im, kind: 'delivered', message, at });
      }
      return inputs.map(() => ({ ok: true, value: undefined }));
    },
  };
}

export interface ReadInput {
  owner: string;
  peer: string;
}

export function readKind(services: Services): WriteKind<ReadInput, void> {
  return {
    name: 'read',
    run: (ctx, inputs) =>
      eachRefusable(inputs, async ({ owner, peer }) => {
        const at = services.now();
        const ids = await markConversationRead(ctx.trx, { owner, peer, at });
        if (ids.length > 0) {
          ctx.events.push({ owner: peer, kind: 'read', data: { by: owner, ids }, at });
        }
      }),
  };
}

export interface RecallInput {
  by: string;
  id: string;
}

export function recallKind(services: Services): WriteKind<RecallInput, ChatMessageRow> {
  return {
    name: 'recall',
    run: (ctx, inputs) =>
      eachRefusable(inputs, async ({ by, id }) => {
        const at = services.now();
        const rowId = parseMessageId(id);
        if (rowId === null) throw notFound();
        const before = await ctx.trx
          .selectFrom('chat_messages')
          .select('recalled_at')
          .where('id', '=', rowId)
          .where('from_im', '=', by)
          .executeTakeFirst();
        const message = await recallMessage(ctx.trx, {
          messageId: id,
          by,
          at,
          withinSeconds: services.config.CHAT_RECALL_SECONDS,
        });
        // Recalling again changes nothing and tells nobody again.
        if (before && !before.recalled_at) {
          ctx.events.push({ owner: message.to_im, kind: 'recall', message, at });
        }
        return message;
      }),
  };
}

export interface DeleteInput {
  owner: string;
  peer: string;
  scope: 'conversation' | 'history' | 'messages';
  ids: readonly string[];
}

export function deleteKind(services: Services): WriteKind<DeleteInput, void> {
  return {
    name: 'delete',
    run: (ctx, inputs) =>
      eachRefusable(inputs, async ({ owner, peer, scope, ids }) => {
        const side = { owner, peer };
        if (scope === 'conversation') {
          await deleteConversation(ctx.trx, { ...side, at: services.now() });
        } else if (scope === 'history') {
          await clearHistory(ctx.trx, side);
        } else {
          await deleteMessages(ctx.trx, { ...side, messageIds: ids });
        }
      }),
  };
}
