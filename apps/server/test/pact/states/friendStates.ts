/** Provider states of friendships and friend requests (friend pact). */
import { sql } from 'kysely';
import {
  ensureUser,
  logIn,
  num,
  str,
  type StateContext,
  type StateHandler,
} from './stateContext.ts';

async function befriend(ctx: StateContext, account: number, friend: number, remark: string | null) {
  const me = await logIn(ctx, account);
  const other = await ensureUser(ctx, friend);
  const createdAt = new Date(ctx.app.services.now().getTime() - 3 * 86_400_000);
  // Two rows per friendship: each side keeps its own remark name.
  await ctx.app.services.db
    .insertInto('friendships')
    .values([
      { user_id: me.id, friend_id: other.id, remark_name: remark, created_at: createdAt },
      { user_id: other.id, friend_id: me.id, remark_name: null, created_at: createdAt },
    ])
    .execute();
}

async function addRequest(
  ctx: StateContext,
  request: { id?: number; from: number; to: number; note: string; state: 0 | 1 | 2 },
) {
  const { db, now } = ctx.app.services;
  const from = await ensureUser(ctx, request.from);
  const to = await ensureUser(ctx, request.to);
  const createdAt = new Date(now().getTime() - 2 * 86_400_000);
  await db
    .insertInto('friend_requests')
    .values({
      ...(request.id ? { id: request.id } : {}),
      from_id: from.id,
      to_id: to.id,
      note: request.note,
      state: request.state,
      created_at: createdAt,
      handled_at: request.state ? new Date(createdAt.getTime() + 3_600_000) : null,
    })
    .execute();
  if (request.id) {
    await sql`select setval(pg_get_serial_sequence('friend_requests', 'id'), (select max(id) from friend_requests))`.execute(
      db,
    );
  }
}

export const friendStates: Record<string, StateHandler> = {
  'user 100001 is logged in and is friends with user 100003': async (ctx, params) => {
    await befriend(ctx, num(params, 'account', 100001), num(params, 'friendAccount', 100003), null);
  },

  'user 100001 is logged in and is friends with user 100003 under the remark name Аня из Москвы':
    async (ctx, params) => {
      await befriend(
        ctx,
        num(params, 'account', 100001),
        num(params, 'friendAccount', 100003),
        str(params, 'remarkName', 'Аня из Москвы'),
      );
    },

  'user 100001 is logged in and has a pending friend request 42 from user 100004': async (
    ctx,
    params,
  ) => {
    const account = num(params, 'account', 100001);
    await logIn(ctx, account);
    await addRequest(ctx, {
      id: num(params, 'requestId', 42),
      from: num(params, 'fromAccount', 100004),
      to: account,
      note: 'はじめまして！日本語を教えますよ。',
      state: 0,
    });
  },

  'user 100001 is logged in and has sent a pending friend request to user 100006': async (
    ctx,
    params,
  ) => {
    const account = num(params, 'account', 100001);
    await logIn(ctx, account);
    const to = num(params, 'toAccount', 100006);
    // A pending request is one the recipient verifies.
    await ensureUser(ctx, to, { add_friend_mode: 1 });
    await addRequest(ctx, {
      from: account,
      to,
      note: 'Hallo Lukas! Wollen wir uns austauschen?',
      state: 0,
    });
  },

  'user 100001 is logged in and friend request 37 from user 100005 was already refused': async (
    ctx,
    params,
  ) => {
    const account = num(params, 'account', 100001);
    await logIn(ctx, account);
    await addRequest(ctx, {
      id: num(params, 'requestId', 37),
      from: num(params, 'fromAccount', 100005),
      to: account,
      note: '안녕하세요!',
      state: 2,
    });
  },

  'user 100001 is logged in and user 100006 verifies friend requests': async (ctx, params) => {
    await logIn(ctx, num(params, 'account', 100001));
    await ensureUser(ctx, num(params, 'userAccount', 100006), { add_friend_mode: 1 });
  },
};
