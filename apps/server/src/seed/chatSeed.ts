/**
 * The chat of the demo world, stored through the chat store as the gateway stores messages:
 * customer service welcomes every demo user (unread), and friends talk in their own languages
 * (chatDialogues.ts). Whoever replies has read what came before; the lines after the last reply
 * stay unread, so the demo login opens a chat list with a few unread conversations.
 */
import type { Db } from '../db/database.ts';
import type { User } from '../db/tables.ts';
import { storeMessage } from '../domains/chat/messageStore.ts';
import { markConversationRead } from '../domains/chat/receipts.ts';
import { serviceAccountOf } from '../domains/message/serviceAccount.ts';
import type { Services } from '../services.ts';
import { dialogues, welcome, type Dialogue } from './chatDialogues.ts';
import type { InterfaceLanguage } from './people.ts';
import { MINUTE } from './world.ts';

const fromBrowser = { platform: 'Web', brand: 'Chrome' };
const fromService = { platform: 'Server', brand: 'Heartline' };

export async function seedChat(services: Services, now: Date): Promise<void> {
  const users = await services.db.selectFrom('users').selectAll().orderBy('id').execute();
  const byId = new Map(users.map((u) => [u.id, u]));
  await services.db.transaction().execute(async (trx) => {
    for (const user of users) await welcomeUser(services, trx, user);
    for (const [i, dialogue] of dialogues.entries()) {
      const a = byId.get(dialogue.a);
      const b = byId.get(dialogue.b);
      if (a && b) await talk(trx, `seed-${i + 1}`, dialogue, a, b, now);
    }
  });
}

/** Customer service's welcome, a minute after the user joined, in their interface language. */
async function welcomeUser(services: Services, trx: Db, user: User): Promise<void> {
  await storeMessage(trx, {
    from: serviceAccountOf(services, user),
    to: user.im_account,
    clientMsgId: `seed-welcome-${user.account}`,
    type: 'txt',
    msg: welcome[user.language as InterfaceLanguage] ?? welcome.en,
    ext: fromService,
    at: new Date(user.created_at.getTime() + MINUTE),
  });
}

/** The dialogue's lines a few minutes apart; each writer first reads what the other sent. */
async function talk(trx: Db, prefix: string, d: Dialogue, a: User, b: User, now: Date) {
  let at = now.getTime() - d.startedMinutesAgo * MINUTE;
  for (const [n, [who, text, translation]] of d.lines.entries()) {
    const [from, to] = who === 'a' ? [a, b] : [b, a];
    await markConversationRead(trx, {
      owner: from.im_account,
      peer: to.im_account,
      at: new Date(at),
    });
    await storeMessage(trx, {
      from: from.im_account,
      to: to.im_account,
      clientMsgId: `${prefix}-${n + 1}`,
      type: 'txt',
      msg: text,
      ext: translation ? { ...fromBrowser, translation } : fromBrowser,
      at: new Date(at),
    });
    at += (2 + ((n * 3) % 5)) * MINUTE;
  }
}
