/** Provider states of random matching and the encounter lists (match pact). */
import { ensureUser, num, type StateHandler } from './stateContext.ts';

export const matchStates: Record<string, StateHandler> = {
  'user 100002 exists and is online now': async (ctx, params) => {
    await ensureUser(ctx, num(params, 'account', 100002), {
      last_active_at: ctx.app.services.now(),
    });
  },

  /**
   * Today's matches up to the normal member's daily limit, each with a user of its own (made
   * for it: the pact names nobody), so every attempt of the day is spent.
   */
  'user 100001 has used every match attempt today': async (ctx, params) => {
    const { db, now, config } = ctx.app.services;
    const user = await ensureUser(ctx, num(params, 'account', 100001), {
      vip_level: 0,
      vip_expire_time: null,
    });
    const at = now();
    for (let i = 0; i < config.MATCH_ATTEMPTS_NORMAL; i += 1) {
      const partner = await ensureUser(ctx, 100_901 + i);
      await db
        .insertInto('matches')
        .values({
          user_id: user.id,
          matched_id: partner.id,
          day: at.toISOString().slice(0, 10),
          created_at: new Date(at.getTime() - (i + 1) * 600_000),
        })
        .execute();
    }
  },

  // Nothing to create: the database starts empty, so only the logged-in user exists.
  'no user but 100001 can be matched now': async () => {},
};
