/** Provider states of albums, photo permission and uploads (album and file pacts). */
import {
  ensureUser,
  giveUpload,
  num,
  str,
  syncSequence,
  type StateHandler,
} from './stateContext.ts';

const albumUrls = ['b2c4d9', 'c7e1a0', 'd3f8b2', 'e9a4c6', 'f1b7d3'];

export const albumStates: Record<string, StateHandler> = {
  'user 100002 exists and has 2 album photos': async (ctx, params) => {
    const account = num(params, 'account', 100002);
    const user = await ensureUser(ctx, account);
    const now = ctx.app.services.now().getTime();
    const photos = num(params, 'photos', 2);
    for (let i = 0; i < photos; i += 1) {
      await ctx.app.services.db
        .insertInto('album_photos')
        .values({
          user_id: user.id,
          url: `/uploads/album/${account}/${albumUrls[i % albumUrls.length]}.jpg`,
          created_at: new Date(now - (i + 1) * 86_400_000),
        })
        .execute();
    }
  },

  // Nobody has paid for anything after the reset: only the gender is set.
  'user 100001 is of gender 1 and has no photo permission for user 100002': async (ctx, params) => {
    await ensureUser(ctx, num(params, 'account', 100001), { gender: 1 });
    await ensureUser(ctx, num(params, 'owner', 100002));
  },

  'user 100001 has uploaded the image /uploads/album/100001/7e3b9c.jpg': async (ctx, params) => {
    const url = str(params, 'url', '/uploads/album/100001/7e3b9c.jpg');
    await giveUpload(ctx, num(params, 'account', 100001), url, 'album');
  },

  'album photo 52 of user 100001 exists': async (ctx, params) => {
    const account = num(params, 'account', 100001);
    const user = await ensureUser(ctx, account);
    await ctx.app.services.db
      .insertInto('album_photos')
      .values({
        id: num(params, 'id', 52),
        user_id: user.id,
        url: `/uploads/album/${account}/7e3b9c.jpg`,
        created_at: new Date(ctx.app.services.now().getTime() - 86_400_000),
      })
      .execute();
    await syncSequence(ctx, 'album_photos');
  },

  // Nothing to create: the database starts empty.
  'album photo 52 does not exist': async () => {},
};
