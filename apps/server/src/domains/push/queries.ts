/** The SQL of web push subscriptions. */
import type { Db } from '../../db/database.ts';

export interface NewSubscription {
  endpoint: string;
  user_id: number;
  session_hash: string;
  p256dh: string;
  auth: string;
}

/** Keeps the subscription; an endpoint kept before (by anyone) becomes this one. */
export async function upsertSubscription(db: Db, row: NewSubscription): Promise<void> {
  await db
    .insertInto('push_subscriptions')
    .values(row)
    .onConflict((oc) =>
      oc.column('endpoint').doUpdateSet({
        user_id: row.user_id,
        session_hash: row.session_hash,
        p256dh: row.p256dh,
        auth: row.auth,
      }),
    )
    .execute();
}

export async function deleteSubscription(db: Db, userId: number, endpoint: string) {
  await db
    .deleteFrom('push_subscriptions')
    .where('user_id', '=', userId)
    .where('endpoint', '=', endpoint)
    .execute();
}

/** The push service said the subscription is gone (404, 410). */
export async function forgetEndpoint(db: Db, endpoint: string) {
  await db.deleteFrom('push_subscriptions').where('endpoint', '=', endpoint).execute();
}

/**
 * What a push for a message from `fromIm` to `toIm` needs: the recipient (active), their
 * subscriptions, whether they muted the conversation, and how they know the sender (remark).
 */
export async function pushTargets(db: Db, fromIm: string, toIm: string) {
  const recipient = await db
    .selectFrom('users as u')
    .leftJoin('chat_conversations as c', (join) =>
      join.onRef('c.owner_im', '=', 'u.im_account').on('c.peer_im', '=', fromIm),
    )
    .leftJoin('users as s', (join) => join.on('s.im_account', '=', fromIm))
    .leftJoin('friendships as f', (join) =>
      join.onRef('f.user_id', '=', 'u.id').onRef('f.friend_id', '=', 's.id'),
    )
    .select([
      'u.id',
      'u.language',
      'c.muted',
      's.id as sender_id',
      's.nickname as sender_nickname',
      'f.remark_name',
    ])
    .where('u.im_account', '=', toIm)
    .where('u.cancelled_at', 'is', null)
    .executeTakeFirst();
  if (!recipient) return null;
  const subscriptions = await db
    .selectFrom('push_subscriptions')
    .select(['endpoint', 'p256dh', 'auth'])
    .where('user_id', '=', recipient.id)
    .execute();
  return { recipient, subscriptions };
}
