import type { HttpHandler } from 'msw';
import { albumOf, nextAlbumPhotoId } from '../fixtures/album';
import { personById } from '../fixtures/users';
import { ok, page, type MockHttp, type MockOptions } from '../http';

const notFound = { code: 404, msg: 'Not found', data: null } as const;

/** An address the server accepts for an album photo: its own storage or a cloud bucket. */
const isStoredImage = (url: string) => url.startsWith('/uploads/') || /^https:\/\//.test(url);

/**
 * Albums. A man (gender 1) sees other users' photos locked: the mock world has no photo
 * permission paid; women and others see them. My own album is always unlocked.
 */
export function albumHandlers(http: MockHttp, options: MockOptions): HttpHandler[] {
  const { me } = options;

  return [
    http.get('/album/list', ({ request, query, response }) => {
      const url = new URL(request.url);
      const userId = Number(query.get('userId') ?? me.id);
      if (!Number.isInteger(userId) || userId < 1) {
        return response(400).json({ code: 400, msg: 'userId: must be a profile id', data: null });
      }
      if (!personById(userId, me)) return response(404).json(notFound);
      const own = userId === me.id;
      const unlocked = own || me.gender !== 1;
      const photos = albumOf(userId).map((p) => (unlocked ? p : { ...p, url: null, locked: true }));
      return response(200).json(
        ok({
          ...page(photos, url.searchParams, options.empty),
          photoPermission: unlocked ? 1 : 0,
        }),
      );
    }),

    http.post('/album/upload', async ({ request, response }) => {
      const { url } = await request.json();
      if (!isStoredImage(url)) {
        return response(400).json({
          code: 400,
          msg: 'url: must be an image uploaded to this server or its cloud bucket',
          data: null,
        });
      }
      return response(200).json(
        ok({ id: nextAlbumPhotoId(), url, locked: false, createTime: new Date().toISOString() }),
      );
    }),

    http.get('/album/delete-img', ({ query, response }) => {
      const id = Number(query.get('id'));
      const mine = albumOf(me.id).some((p) => p.id === id);
      if (!mine) return response(404).json(notFound);
      return response(200).json(ok(null));
    }),
  ];
}
