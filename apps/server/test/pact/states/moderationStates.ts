/** Provider states of the moderation console (moderation pact). */
import { ensureUser, logIn, num, type StateContext, type StateParams } from './stateContext.ts';

/** The operator logged in, and complaint `complaintId` by `reporter` about `reported` (reason 4). */
async function complaintWaits(ctx: StateContext, params: StateParams) {
  const operator = await logIn(ctx, num(params, 'account', 100001));
  const { db } = ctx.app.services;
  await db.updateTable('users').set({ role: 'operator' }).where('id', '=', operator.id).execute();
  const reporter = await ensureUser(ctx, num(params, 'reporter', 100003));
  const reported = await ensureUser(ctx, num(params, 'reported', 100002));
  const id = num(params, 'complaintId', 31);
  await db
    .insertInto('complaints')
    .values({
      id,
      reporter_id: reporter.id,
      reported_id: reported.id,
      reason_id: 4,
      notes: 'He asked me to send him money.',
      images: JSON.stringify([]),
      created_at: new Date(ctx.app.services.now().getTime() - 2 * 3_600_000),
    })
    .execute();
  return { operator, reported, id };
}

export const moderationStates = {
  'user 100001 is logged in as an operator and complaint 31 by user 100003 about user 100002 waits':
    async (ctx: StateContext, params: StateParams) => {
      await complaintWaits(ctx, params);
    },

  'user 100001 is logged in as an operator and complaint 31 was dismissed': async (
    ctx: StateContext,
    params: StateParams,
  ) => {
    const { operator, reported, id } = await complaintWaits(ctx, params);
    const { db, now } = ctx.app.services;
    await db
      .updateTable('complaints')
      .set({ handled_at: now(), action: 'dismiss' })
      .where('id', '=', id)
      .execute();
    await db
      .insertInto('moderation_actions')
      .values({
        operator_id: operator.id,
        complaint_id: id,
        target_id: reported.id,
        action: 'dismiss',
        reason: 'Nothing against the rules.',
        created_at: now(),
      })
      .execute();
  },
};
