import type { HeartlineClient } from '../client/createHeartlineClient';
import type { Body, Query } from '../client/operationTypes';
import { unwrap } from '../client/unwrap';

/** A user's photo album: my own, or another user's (locked for men without photo permission). */
export function createAlbumApi(client: HeartlineClient) {
  return {
    /** A page of a user's album photos, newest first; my own album without `userId`. */
    list: (query: Query<'/album/list', 'get'> = {}) =>
      unwrap(client.GET('/album/list', { params: { query } })),

    /** Adds an image already uploaded (file.upload with purpose `album`) to my album. */
    addPhoto: (body: Body<'/album/upload', 'post'>) =>
      unwrap(client.POST('/album/upload', { body })),

    /** Deletes one of my album photos. */
    deletePhoto: (query: Query<'/album/delete-img', 'get'>) =>
      unwrap(client.GET('/album/delete-img', { params: { query } })),
  };
}
