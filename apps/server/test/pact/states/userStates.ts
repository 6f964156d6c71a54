/** Provider states of profiles, follows and visits (user and complaint pacts). */
import { ensureUser, logIn, num, type StateHandler } from './stateContext.ts';

const minutesAgo = (now: Date, minutes: number) => new Date(now.getTime() - minutes * 60_000);

export const userStates: Record<string, StateHandler> = {
  'user 100002 exists with a complete profile and has been active': async (ctx, params) => {
    const now = ctx.app.services.now();
    await ensureUser(ctx, num(params, 'account', 100002), { last_active_at: minutesAgo(now, 2) });
  },

  'user 100002 exists': async (ctx, params) => {
    await ensureUser(ctx, num(params, 'account', 100002));
  },

  'user 100007 exists': async (ctx, params) => {
    await ensureUser(ctx, num(params, 'account', 100007));
  },

  // Nothing to create: the database starts empty, and no state creates account 199999.
  'user 199999 does not exist': async () => {},

  'user 100001 blocked user 100002': async (ctx, params) => {
    const blocker = await ensureUser(ctx, num(params, 'account', 100001));
    const blocked = await ensureUser(ctx, num(params, 'blocked', 100002));
    await ctx.app.services.db
      .insertInto('blocks')
      .values({
        blocker_id: blocker.id,
        blocked_id: blocked.id,
        created_at: minutesAgo(ctx.app.services.now(), 60),
      })
      .execute();
  },
  'user 100002 follows user 100001': async (ctx, params) => {
    const follower = await ensureUser(ctx, num(params, 'account', 100002));
    const followee = await ensureUser(ctx, num(params, 'followed', 100001));
    await ctx.app.services.db
      .insertInto('follows')
      .values({
        follower_id: follower.id,
        followee_id: followee.id,
        created_at: minutesAgo(ctx.app.services.now(), 24 * 60),
      })
      .execute();
  },

  'user 100002 visited the profile of user 100001 today': async (ctx, params) => {
    const visitor = await ensureUser(ctx, num(params, 'visitor', 100002));
    const visited = await ensureUser(ctx, num(params, 'account', 100001));
    const now = ctx.app.services.now();
    const at = minutesAgo(now, 15);
    await ctx.app.services.db
      .insertInto('visits')
      .values({
        visitor_id: visitor.id,
        visited_id: visited.id,
        day: at.toISOString().slice(0, 10),
        visited_at: at,
      })
      .execute();
  },

  'user 100001 is logged in as a normal member': async (ctx, params) => {
    const account = num(params, 'account', 100001);
    await ensureUser(ctx, account, { vip_level: 0, vip_expire_time: null });
    await logIn(ctx, account);
  },

  'user 100001 is logged in as an SVIP member': async (ctx, params) => {
    const account = num(params, 'account', 100001);
    const until = new Date(ctx.app.services.now().getTime() + 30 * 86_400_000);
    await ensureUser(ctx, account, { vip_level: 2, vip_expire_time: until });
    await logIn(ctx, account);
  },
};
