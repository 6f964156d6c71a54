/** Provider states of announcements and interaction notifications (message pact, part 1). */
import { sql } from 'kysely';
import { recordInteraction } from '../../../src/domains/notification/recordInteraction.ts';
import { ensureDynamic } from './dynamicStates.ts';
import { ensureUser, idOf, num, str, type StateHandler } from './stateContext.ts';

const image314 = (owner: number) => `/uploads/dynamic/${owner}/f1a2b3.jpg`;

export const notificationStates: Record<string, StateHandler> = {
  // The server's reference announcements may already hold it: published once either way.
  'an announcement titled Dating safety tips is published': async (ctx, params) => {
    const title = str(params, 'title', 'Dating safety tips');
    const { db, now } = ctx.app.services;
    const published = await db
      .selectFrom('notices')
      .select('id')
      .where(sql`title->>'en'`, '=', title)
      .executeTakeFirst();
    if (published) return;
    await db
      .insertInto('notices')
      .values({
        title: JSON.stringify({ en: title }),
        content: JSON.stringify({ en: 'Never send money to someone you have not met.' }),
        created_at: new Date(now().getTime() - 86_400_000),
      })
      .execute();
  },

  'user 100006 commented on dynamic 314 of user 100001': async (ctx, params) => {
    const owner = num(params, 'ownerAccount', 100001);
    const dynamicId = num(params, 'dynamicId', 314);
    await ensureDynamic(ctx, dynamicId, owner, { content: '西湖的秋天' });
    const commenter = await ensureUser(ctx, num(params, 'commenterAccount', 100006));
    const { db, now } = ctx.app.services;
    const at = new Date(now().getTime() - 3_600_000);
    const content = 'Wunderschönes Foto! Wo ist das?';
    await db
      .insertInto('comments')
      .values({ dynamic_id: dynamicId, user_id: commenter.id, content, created_at: at })
      .execute();
    await recordInteraction(db, {
      type: 'comment',
      userId: idOf(owner),
      actorId: commenter.id,
      dynamicId,
      content,
      preview: image314(owner),
      at,
    });
  },

  'user 100002 liked dynamic 314 of user 100001': async (ctx, params) => {
    const owner = num(params, 'ownerAccount', 100001);
    const dynamicId = num(params, 'dynamicId', 314);
    await ensureDynamic(ctx, dynamicId, owner, { content: '西湖的秋天' });
    const liker = await ensureUser(ctx, num(params, 'likerAccount', 100002));
    const { db, now } = ctx.app.services;
    const at = new Date(now().getTime() - 3_600_000);
    await db
      .insertInto('dynamic_likes')
      .values({ dynamic_id: dynamicId, user_id: liker.id, created_at: at })
      .execute();
    await recordInteraction(db, {
      type: 'like',
      userId: idOf(owner),
      actorId: liker.id,
      dynamicId,
      preview: image314(owner),
      at,
    });
  },
};
