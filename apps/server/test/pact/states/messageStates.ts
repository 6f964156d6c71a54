/**
 * Provider states of the message operations: chat messages go in through the chat store, as the
 * chat gateway stores them, with the contract's example ids where the interaction names one.
 */
import { storeMessage, type NewChatMessage } from '../../../src/domains/chat/messageStore.ts';
import { setConversationSettings } from '../../../src/domains/message/conversationKeeping.ts';
import {
  ensureUser,
  logIn,
  num,
  str,
  type StateContext,
  type StateHandler,
} from './stateContext.ts';

const sentFromWeb = { platform: 'Web', brand: 'Chrome' };

/** A message between two example users, sent some minutes before now. */
async function sendBetween(
  ctx: StateContext,
  from: number,
  to: number,
  message: Omit<NewChatMessage, 'from' | 'to' | 'at'>,
  minutesAgo: number,
) {
  const sender = await ensureUser(ctx, from);
  const recipient = await ensureUser(ctx, to);
  const { db, now } = ctx.app.services;
  await storeMessage(db, {
    from: sender.im_account,
    to: recipient.im_account,
    at: new Date(now().getTime() - minutesAgo * 60_000),
    ...message,
  });
}

export const messageStates: Record<string, StateHandler> = {
  'user 100001 is logged in and has not exchanged any chat message yet': async (ctx, params) => {
    await logIn(ctx, num(params, 'account', 100001));
  },

  'user 100003 sent user 100001 a gift message that is unread': async (ctx, params) => {
    await sendBetween(
      ctx,
      num(params, 'fromAccount', 100003),
      num(params, 'toAccount', 100001),
      {
        id: '1289375612101',
        clientMsgId: 'gift-1289375612101',
        type: 'custom',
        customType: 'gift',
        ext: { ...sentFromWeb, url: '/uploads/gifts/rose.png', note: 'Rose', amount: 1 },
      },
      5,
    );
  },

  'user 100005 sent user 100001 the burn-after-read image message 1289375612245': async (
    ctx,
    params,
  ) => {
    const msgId = str(params, 'msgId', '1289375612245');
    await sendBetween(
      ctx,
      num(params, 'fromAccount', 100005),
      num(params, 'toAccount', 100001),
      {
        id: msgId,
        clientMsgId: `burn-${msgId}`,
        type: 'custom',
        customType: 'burn',
        // A burn image lives in the private key space, as an upload puts it (imageKeys.ts).
        ext: {
          ...sentFromWeb,
          burn_url: `/uploads/burn/${num(params, 'fromAccount', 100005)}/${msgId}.jpg`,
        },
      },
      2,
    );
  },

  'user 100001 pinned three conversations': async (ctx, params) => {
    const account = num(params, 'account', 100001);
    const me = await logIn(ctx, account);
    // Three peers who are none of the interactions' own (100003 stays free to pin).
    for (const [i, peer] of [100011, 100012, 100013].entries()) {
      await sendBetween(
        ctx,
        peer,
        account,
        {
          id: String(1289375613001 + i),
          clientMsgId: `pin-${i}`,
          type: 'txt',
          msg: 'Hello',
          ext: sentFromWeb,
        },
        30 - i,
      );
      const peerUser = await ensureUser(ctx, peer);
      await setConversationSettings(ctx.app.services, me, {
        imAccount: peerUser.im_account,
        pinned: true,
      });
    }
  },
};
