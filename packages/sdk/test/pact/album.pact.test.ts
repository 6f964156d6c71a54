/**
 * Consumer contract of the album domain: listing a user's photos (unlocked or locked), adding an
 * uploaded image and deleting a photo.
 *
 * Provider states introduced here:
 * - 'user 100002 exists and has 2 album photos'
 * - 'user 100001 is of gender 1 and has no photo permission for user 100002'
 * - 'user 100001 has uploaded the image /uploads/album/100001/7e3b9c.jpg'
 * - 'album photo 52 of user 100001 exists'
 * - 'album photo 52 does not exist'
 */
import { describe, expect, it } from 'vitest';
import {
  failure,
  heartlinePact,
  loggedInState,
  M,
  requestHeaders,
  sdkAt,
  success,
} from './harness';

const pact = heartlinePact();
const createTime = M.iso8601DateTimeWithMillis('2026-11-18T10:12:00.000Z');
const hasPhotos = 'user 100002 exists and has 2 album photos';

describe('album', () => {
  it('lists another user’s photos when I may see them', async () => {
    await pact
      .addInteraction()
      .given(loggedInState)
      .given(hasPhotos, { account: 100002, photos: 2 })
      .uponReceiving('a request for the album of user 100002')
      .withRequest('GET', '/album/list', (b) =>
        b.headers(requestHeaders()).query({ userId: '2', pageNum: '1', pageSize: '20' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(
          success({
            total: M.integer(2),
            pageNum: 1,
            pageSize: 20,
            photoPermission: M.integer(1),
            records: M.atLeastOneLike({
              id: M.integer(41),
              url: M.string('/uploads/album/100002/b2c4d9.jpg'),
              locked: M.boolean(false),
              createTime,
            }),
          }),
        ),
      )
      .executeTest(async (server) => {
        const album = await sdkAt(server.url).album.list({ userId: 2, pageNum: 1, pageSize: 20 });
        expect(album.total).toBeGreaterThan(0);
        expect(album.records[0]?.url).toBeTruthy();
      });
  });

  it('locks another user’s photos for a man without photo permission', async () => {
    await pact
      .addInteraction()
      .given(loggedInState)
      .given(hasPhotos, { account: 100002, photos: 2 })
      .given('user 100001 is of gender 1 and has no photo permission for user 100002', {
        account: 100001,
        owner: 100002,
      })
      .uponReceiving('a request for the album of user 100002 without photo permission')
      .withRequest('GET', '/album/list', (b) =>
        b.headers(requestHeaders()).query({ userId: '2', pageNum: '1', pageSize: '20' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(
          success({
            total: M.integer(2),
            pageNum: 1,
            pageSize: 20,
            photoPermission: 0,
            records: M.atLeastOneLike({
              id: M.integer(41),
              url: null,
              locked: true,
              createTime,
            }),
          }),
        ),
      )
      .executeTest(async (server) => {
        const album = await sdkAt(server.url).album.list({ userId: 2, pageNum: 1, pageSize: 20 });
        expect(album.photoPermission).toBe(0);
        expect(album.records[0]).toMatchObject({ url: null, locked: true });
      });
  });

  it('answers 404 for an unknown user’s album', async () => {
    await pact
      .addInteraction()
      .given(loggedInState)
      .given('user 199999 does not exist', { account: 199999 })
      .uponReceiving('a request for the album of an unknown user')
      .withRequest('GET', '/album/list', (b) =>
        b.headers(requestHeaders()).query({ userId: '99999' }),
      )
      .willRespondWith(404, (b) => b.jsonBody(failure(404, 'Not found')))
      .executeTest(async (server) => {
        await expect(sdkAt(server.url).album.list({ userId: 99999 })).rejects.toMatchObject({
          kind: 'api',
          code: 404,
          status: 404,
        });
      });
  });

  it('adds an uploaded image to my album', async () => {
    const url = '/uploads/album/100001/7e3b9c.jpg';
    await pact
      .addInteraction()
      .given(loggedInState)
      .given(`user 100001 has uploaded the image ${url}`, { account: 100001, url })
      .uponReceiving('a request to add an uploaded image to my album')
      .withRequest('POST', '/album/upload', (b) => b.headers(requestHeaders()).jsonBody({ url }))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          success({
            id: M.integer(52),
            // Album photos are private images: shown at an address signed for the caller.
            url: M.regex(
              '^/api/image/album/100001/7e3b9c\\.jpg\\?.+$',
              '/api/image/album/100001/7e3b9c.jpg?ctx=album-52&viewer=u100001&exp=1795342200&sig=eCMeZpdfvjwJx5MgBiKwIVdUF_VbD6VbU0GVS7GLdQs',
            ),
            locked: false,
            createTime: M.iso8601DateTimeWithMillis('2026-11-22T09:05:11.000Z'),
          }),
        ),
      )
      .executeTest(async (server) => {
        const photo = await sdkAt(server.url).album.addPhoto({ url });
        expect(photo).toMatchObject({ locked: false });
        expect(photo.url).toMatch(/^\/api\/image\/album\/100001\/7e3b9c\.jpg\?/);
        expect(photo.id).toBeGreaterThan(0);
      });
  });

  it('deletes one of my photos', async () => {
    await pact
      .addInteraction()
      .given(loggedInState)
      .given('album photo 52 of user 100001 exists', { id: 52, account: 100001 })
      .uponReceiving('a request to delete my album photo 52')
      .withRequest('GET', '/album/delete-img', (b) =>
        b.headers(requestHeaders()).query({ id: '52' }),
      )
      .willRespondWith(200, (b) => b.jsonBody(success(null)))
      .executeTest(async (server) => {
        await expect(sdkAt(server.url).album.deletePhoto({ id: 52 })).resolves.toBeNull();
      });
  });

  it('answers 404 when deleting a photo that does not exist', async () => {
    await pact
      .addInteraction()
      .given(loggedInState)
      .given('album photo 52 does not exist', { id: 52 })
      .uponReceiving('a request to delete an album photo that does not exist')
      .withRequest('GET', '/album/delete-img', (b) =>
        b.headers(requestHeaders()).query({ id: '52' }),
      )
      .willRespondWith(404, (b) => b.jsonBody(failure(404, 'Not found')))
      .executeTest(async (server) => {
        await expect(sdkAt(server.url).album.deletePhoto({ id: 52 })).rejects.toMatchObject({
          kind: 'api',
          code: 404,
        });
      });
  });
});
