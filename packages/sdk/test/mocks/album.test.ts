import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createSdk } from '../../src';
import { createHandlers, newMe } from '../../src/mocks';

const baseUrl = 'http://api.test';
const server = setupServer(...createHandlers({ baseUrl }));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const sdk = createSdk({ baseUrl, brand: 'Chrome' });

describe('album mocks', () => {
  it('lists my own album, newest first and unlocked', async () => {
    const mine = await sdk.album.list();
    expect(mine.photoPermission).toBe(1);
    expect(mine.total).toBe(3);
    expect(mine.records[0]).toMatchObject({
      locked: false,
      url: expect.stringMatching(/^\/uploads\/album\/100001\//),
    });
    const times = mine.records.map((p) => p.createTime);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('pages another user’s album, visible to a woman', async () => {
    const page = await sdk.album.list({ userId: 2, pageNum: 2, pageSize: 3 });
    expect(page).toMatchObject({ total: 4, pageNum: 2, pageSize: 3, photoPermission: 1 });
    expect(page.records).toHaveLength(1);
    expect(page.records[0]?.url).toMatch(/^\/uploads\/album\/100002\//);
  });

  it('locks another user’s photos for a man without photo permission, still counting them', async () => {
    server.use(...createHandlers({ baseUrl, me: newMe }));
    const locked = await sdk.album.list({ userId: 2 });
    expect(locked.photoPermission).toBe(0);
    expect(locked.total).toBe(4);
    expect(locked.records.every((p) => p.locked && p.url === null)).toBe(true);
  });

  it('answers 404 for an unknown user', async () => {
    await expect(sdk.album.list({ userId: 9999 })).rejects.toMatchObject({
      kind: 'api',
      code: 404,
      status: 404,
    });
  });

  it('adds an uploaded image to my album, and refuses an address from elsewhere', async () => {
    const photo = await sdk.album.addPhoto({ url: '/uploads/album/100001/7e3b9c.jpg' });
    expect(photo).toMatchObject({ url: '/uploads/album/100001/7e3b9c.jpg', locked: false });
    expect(photo.id).toBeGreaterThan(48);
    await expect(sdk.album.addPhoto({ url: 'http://evil.example/cat.jpg' })).rejects.toMatchObject({
      kind: 'api',
      code: 400,
    });
  });

  it('deletes one of my photos, and answers 404 for someone else’s', async () => {
    await expect(sdk.album.deletePhoto({ id: 12 })).resolves.toBeNull();
    await expect(sdk.album.deletePhoto({ id: 41 })).rejects.toMatchObject({
      kind: 'api',
      code: 404,
    });
  });

  it('answers an empty album in the empty world', async () => {
    server.use(...createHandlers({ baseUrl, empty: true }));
    await expect(sdk.album.list({ userId: 2 })).resolves.toMatchObject({ total: 0, records: [] });
  });
});
