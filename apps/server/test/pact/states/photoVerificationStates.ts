/** Provider states of photo verification (verification and moderation pacts). */
import {
  ensureUser,
  logIn,
  num,
  str,
  type StateContext,
  type StateParams,
} from './stateContext.ts';

const minute = 60_000;

/** The operator logged in, and request `requestId` by user 100003 waiting for an hour. */
async function requestWaits(ctx: StateContext, params: StateParams) {
  const operator = await logIn(ctx, num(params, 'account', 100001));
  const { db, now } = ctx.app.services;
  await db.updateTable('users').set({ role: 'operator' }).where('id', '=', operator.id).execute();
  const member = await ensureUser(ctx, num(params, 'member', 100003));
  const id = num(params, 'requestId', 7);
  const submitted = new Date(now().getTime() - 60 * minute);
  await db
    .insertInto('photo_verifications')
    .values({
      id,
      user_id: member.id,
      gesture: 'peace',
      state: 'pending',
      gesture_expires_at: new Date(submitted.getTime() + 5 * minute),
      selfie_url: `/uploads/selfie/${member.account}/4b9e0c1d2a3f4e5d6c7b8a90.jpg`,
      submitted_at: submitted,
      created_at: new Date(submitted.getTime() - minute),
    })
    .execute();
  return { operator, member, id };
}

export const photoVerificationStates = {
  'user 100001 is logged in and never asked for photo verification': async (ctx: StateContext) => {
    await logIn(ctx, 100001);
  },

  'user 100001 is logged in and was asked for the peace gesture': async (
    ctx: StateContext,
    params: StateParams,
  ) => {
    const me = await logIn(ctx, 100001);
    const { db, now } = ctx.app.services;
    const selfie = str(params, 'selfie', '/uploads/selfie/100001/4b9e0c1d2a3f4e5d6c7b8a90.jpg');
    await db
      .insertInto('uploads')
      .values({
        user_id: me.id,
        url: selfie,
        purpose: 'selfie',
        mime_type: 'image/jpeg',
        size: 48_000,
        width: 720,
        height: 960,
        created_at: now(),
      })
      .execute();
    await db
      .insertInto('photo_verifications')
      .values({
        user_id: me.id,
        gesture: 'peace',
        state: 'asked',
        gesture_expires_at: new Date(now().getTime() + 10 * minute),
        created_at: now(),
      })
      .execute();
  },

  'user 100001 is logged in and its photo verification waits for review': async (
    ctx: StateContext,
  ) => {
    const me = await logIn(ctx, 100001);
    const { db, now } = ctx.app.services;
    await db
      .insertInto('photo_verifications')
      .values({
        user_id: me.id,
        gesture: 'okSign',
        state: 'pending',
        gesture_expires_at: new Date(now().getTime() + 5 * minute),
        selfie_url: `/uploads/selfie/${me.account}/4b9e0c1d2a3f4e5d6c7b8a90.jpg`,
        submitted_at: now(),
        created_at: now(),
      })
      .execute();
  },

  'user 100001 is logged in as an operator and photo verification request 7 by user 100003 waits':
    async (ctx: StateContext, params: StateParams) => {
      await requestWaits(ctx, params);
    },

  'user 100001 is logged in as an operator and photo verification request 7 was approved': async (
    ctx: StateContext,
    params: StateParams,
  ) => {
    const { operator, member, id } = await requestWaits(ctx, params);
    const { db, now } = ctx.app.services;
    await db
      .updateTable('photo_verifications')
      .set({ state: 'approved', operator_id: operator.id, decided_at: now() })
      .where('id', '=', id)
      .execute();
    await db.updateTable('users').set({ verified_at: now() }).where('id', '=', member.id).execute();
  },
};
