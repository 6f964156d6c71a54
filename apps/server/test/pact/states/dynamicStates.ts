/** Provider states of dynamics, likes, burn-after-reading and comments (dynamic pact). */
import {
  ensureUser,
  giveUpload,
  num,
  str,
  syncSequence,
  type StateContext,
  type StateHandler,
} from './stateContext.ts';

const hoursAgo = (ctx: StateContext, hours: number) =>
  new Date(ctx.app.services.now().getTime() - hours * 3_600_000);

/** Dynamic `id` by the account's user, with one image, unless it exists already. */
export async function ensureDynamic(
  ctx: StateContext,
  id: number,
  account: number,
  options: { burnAfterReading?: 0 | 1; content?: string; language?: string } = {},
): Promise<void> {
  const { db } = ctx.app.services;
  const user = await ensureUser(ctx, account);
  const existing = await db
    .selectFrom('dynamics')
    .select('id')
    .where('id', '=', id)
    .executeTakeFirst();
  if (existing) return;
  await db
    .insertInto('dynamics')
    .values({
      id,
      user_id: user.id,
      content: options.content ?? 'Feria de Sevilla con mis amigas 💃 ¡Qué noche tan bonita!',
      images: JSON.stringify([`/uploads/dynamic/${account}/f1a2b3.jpg`]),
      burn_after_reading: options.burnAfterReading ?? 0,
      top: 0,
      language: options.language ?? user.common_language,
      created_at: hoursAgo(ctx, 12),
    })
    .execute();
  await syncSequence(ctx, 'dynamics');
}

async function addComment(
  ctx: StateContext,
  comment: {
    id: number;
    dynamicId: number;
    account: number;
    content: string;
    parentId?: number;
    hoursAgo: number;
  },
): Promise<void> {
  const user = await ensureUser(ctx, comment.account);
  await ctx.app.services.db
    .insertInto('comments')
    .values({
      id: comment.id,
      dynamic_id: comment.dynamicId,
      user_id: user.id,
      parent_id: comment.parentId ?? null,
      reply_to_user_id: null,
      content: comment.content,
      created_at: hoursAgo(ctx, comment.hoursAgo),
    })
    .execute();
  await syncSequence(ctx, 'comments');
}

/** The author of dynamic 1 wherever a sentence names dynamic 1 without its author. */
const DYNAMIC_1_AUTHOR = 100002;

export const dynamicStates: Record<string, StateHandler> = {
  'user 100001 has uploaded the image /uploads/dynamic/100001/5a1e9f.jpg': async (ctx, params) => {
    const url = str(params, 'url', '/uploads/dynamic/100001/5a1e9f.jpg');
    await giveUpload(ctx, num(params, 'account', 100001), url, 'dynamic');
  },

  'dynamic 301 by user 100001 exists': async (ctx, params) => {
    await ensureDynamic(ctx, num(params, 'id', 301), num(params, 'account', 100001), {
      content: '今天去了西湖，秋天的景色太美了！',
    });
  },

  'dynamic 1 by user 100002 exists': async (ctx, params) => {
    await ensureDynamic(ctx, num(params, 'id', 1), num(params, 'account', 100002));
  },

  // Nothing to create: the database starts empty.
  'dynamic 1 does not exist': async () => {},

  'burn-after-reading dynamic 2 by user 100002 exists': async (ctx, params) => {
    await ensureDynamic(ctx, num(params, 'id', 2), num(params, 'account', 100002), {
      burnAfterReading: 1,
    });
  },

  'user 100001 has seen the images of burn-after-reading dynamic 2': async (ctx, params) => {
    const user = await ensureUser(ctx, num(params, 'account', 100001));
    await ctx.app.services.db
      .insertInto('dynamic_burns')
      .values({ dynamic_id: num(params, 'id', 2), user_id: user.id, created_at: hoursAgo(ctx, 1) })
      .execute();
  },

  'comment 10 by user 100003 on dynamic 1 exists, with a reply by user 100002': async (
    ctx,
    params,
  ) => {
    const dynamicId = num(params, 'dynamicId', 1);
    const id = num(params, 'id', 10);
    await ensureDynamic(ctx, dynamicId, DYNAMIC_1_AUTHOR);
    await addComment(ctx, {
      id,
      dynamicId,
      account: num(params, 'account', 100003),
      content: 'Looks amazing! I need to visit Seville someday.',
      hoursAgo: 11,
    });
    // The reply's id is not in the sentence: the one after the next example comment (11).
    await addComment(ctx, {
      id: id + 2,
      dynamicId,
      account: num(params, 'replyAccount', 100002),
      content: '¡Ven en abril! Te enseño a bailar sevillanas.',
      parentId: id,
      hoursAgo: 10,
    });
  },

  'comment 11 by user 100001 on dynamic 1 exists': async (ctx, params) => {
    const dynamicId = num(params, 'dynamicId', 1);
    await ensureDynamic(ctx, dynamicId, DYNAMIC_1_AUTHOR);
    await addComment(ctx, {
      id: num(params, 'id', 11),
      dynamicId,
      account: num(params, 'account', 100001),
      content: '好美的照片！',
      hoursAgo: 9,
    });
  },
};
