import type { Handlers } from '../../contract/context.ts';
import { pageOf } from '../user/paging.ts';
import { addAlbumPhoto, deleteAlbumPhoto, listAlbum } from './albumPhotos.ts';

export const albumHandlers: Handlers = {
  listAlbumPhotos: ({ query, services, me }) =>
    listAlbum(services, me, query.userId, pageOf(query)),

  uploadAlbumPhoto: ({ body, services, me }) => addAlbumPhoto(services, me, body.url),

  async deleteAlbumPhoto({ query, services, me }) {
    await deleteAlbumPhoto(services, me, query.id);
    return null;
  },
};
