import type { Handlers } from '../../contract/context.ts';
import { pageOf } from '../../http/paging.ts';
import { addAlbumPhoto, deleteAlbumPhoto, listAlbum } from './albumPhotos.ts';

export const albumHandlers: Handlers = {
  '/album/list': ({ query, services, me }) => listAlbum(services, me, query.userId, pageOf(query)),

  '/album/upload': ({ body, services, me }) => addAlbumPhoto(services, me, body.url),

  '/album/delete-img': async ({ query, services, me }) => {
    await deleteAlbumPhoto(services, me, query.id);
    return null;
  },
};
