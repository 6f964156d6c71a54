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

describe('friend mocks', () => {
  it('lists my friends with their remark names, page by page', async () => {
    const first = await sdk.friend.list({ pageNum: 1, pageSize: 4 });
    expect(first.total).toBe(6);
    expect(first.records).toHaveLength(4);
    expect(first.records[0]).toMatchObject({
      friendUserId: 2,
      friendRemarkName: 'Mari 🌻 马德里',
      imAccount: 'u100002',
      user: { nickname: 'María García', online: 1 },
    });
    expect(first.records.some((f) => f.friendRemarkName === null)).toBe(true);
    const second = await sdk.friend.list({ pageNum: 2, pageSize: 4 });
    expect(second.records.map((f) => f.user.nickname)).toEqual(['김민준', 'Алексей Смирнов']);
  });

  it('a new user and the empty-lists scenario have no friends', async () => {
    server.use(...createHandlers({ baseUrl, me: newMe }));
    await expect(sdk.friend.list()).resolves.toMatchObject({ total: 0, records: [] });
    server.use(...createHandlers({ baseUrl, empty: true }));
    await expect(sdk.friend.list()).resolves.toMatchObject({ total: 0, records: [] });
  });

  it('sets, trims and clears a remark name', async () => {
    await expect(
      sdk.friend.setRemarkName({ friendUserId: 3, friendRemarkName: '  James 🇬🇧 ' }),
    ).resolves.toEqual({ friendUserId: 3, friendRemarkName: 'James 🇬🇧' });
    await expect(
      sdk.friend.setRemarkName({ friendUserId: 3, friendRemarkName: '' }),
    ).resolves.toEqual({ friendUserId: 3, friendRemarkName: null });
  });

  it('refuses a remark for someone who is not a friend (1504)', async () => {
    await expect(
      sdk.friend.setRemarkName({ friendUserId: 9, friendRemarkName: 'Carlos' }),
    ).rejects.toMatchObject({ kind: 'api', code: 1504, status: 400 });
  });

  it('lists received requests (pending, accepted, refused) with notes, and sent ones', async () => {
    const received = await sdk.friend.listRequests();
    expect(received.records.map((r) => r.state)).toEqual([0, 0, 1, 2]);
    expect(received.records[0]).toMatchObject({
      note: '你好！我在台北，想和你交個朋友，一起聊聊攝影～',
      user: { nickname: '陳怡君' },
    });
    const sent = await sdk.friend.listRequests({ type: 'sent' });
    expect(sent.records.map((r) => r.user.nickname)).toEqual(['James Wilson', 'Lena Schmidt']);
  });

  it('accepts or refuses a pending request', async () => {
    await expect(sdk.friend.acceptOrRefuse({ id: 58, agree: 1 })).resolves.toEqual({
      id: 58,
      state: 1,
    });
    await expect(sdk.friend.acceptOrRefuse({ id: 55, agree: 0 })).resolves.toEqual({
      id: 55,
      state: 2,
    });
  });

  it('refuses a request already handled (1503 at HTTP 409) and an unknown one (404)', async () => {
    await expect(sdk.friend.acceptOrRefuse({ id: 42, agree: 1 })).rejects.toMatchObject({
      kind: 'api',
      code: 1503,
      status: 409,
    });
    await expect(sdk.friend.acceptOrRefuse({ id: 999, agree: 1 })).rejects.toMatchObject({
      kind: 'api',
      code: 404,
      status: 404,
    });
  });

  it('sends a request: pending, accepted at once, or accepting theirs', async () => {
    await expect(sdk.friend.add({ userId: 9, note: '¡Hola Carlos!' })).resolves.toEqual({
      state: 1,
      requestId: 55,
    });
    await expect(sdk.friend.add({ userId: 10, note: 'Hi Alex!' })).resolves.toMatchObject({
      state: 1,
    });
    server.use(...createHandlers({ baseUrl, me: newMe }));
    await expect(sdk.friend.add({ userId: 8, note: '你好！' })).resolves.toMatchObject({
      state: 0,
    });
  });

  it('refuses adding a friend, oneself or an unknown user', async () => {
    await expect(sdk.friend.add({ userId: 2 })).rejects.toMatchObject({ kind: 'api', code: 1501 });
    await expect(sdk.friend.add({ userId: 1 })).rejects.toMatchObject({ kind: 'api', code: 1104 });
    await expect(sdk.friend.add({ userId: 4242 })).rejects.toMatchObject({
      kind: 'api',
      code: 404,
    });
  });
  it('deletes a friend, and refuses someone who is not one (1504)', async () => {
    await expect(sdk.friend.delete({ userId: 2 })).resolves.toEqual({ friendUserId: 2 });
    await expect(sdk.friend.delete({ userId: 9 })).rejects.toMatchObject({ code: 1504 });
  });
});
