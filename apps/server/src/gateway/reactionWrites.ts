/**
 * Reacting, as one write kind of the ChatWriter: the reaction is kept on the message and a
 * `reaction` push is logged for both members (and so reaches each device, now or on resume),
 * carrying the message's reactions as they then are.
 */
import type { ChatReaction, ReactionEmoji } from '../db/schema/chat.ts';
import { reactToMessage } from '../domains/chat/reactions.ts';
import type { Services } from '../services.ts';
import { eachRefusable, type WriteKind } from './chatWriter.ts';

export interface ReactInput {
  by: string;
  id: string;
  emoji: ReactionEmoji | null;
}

export function reactKind(services: Services): WriteKind<ReactInput, ChatReaction[]> {
  return {
    name: 'react',
    run: (ctx, inputs) =>
      eachRefusable(inputs, async (input) => {
        const { message, changed } = await reactToMessage(ctx.trx, input);
        if (changed) {
          const at = services.now();
          for (const owner of [message.from_im, message.to_im]) {
            ctx.events.push({ owner, kind: 'reaction', message, at });
          }
        }
        return message.reactions;
      }),
  };
}
