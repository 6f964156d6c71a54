import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createSdk } from '../../src';
import { createHandlers, newMe, normalMe } from '../../src/mocks';

const baseUrl = 'http://api.test';
const server = setupServer(...createHandlers({ baseUrl }));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const sdk = createSdk({ baseUrl, brand: 'Chrome', getLanguage: () => 'zh-CN' });

describe('user mocks', () => {
  it('edits my profile and answers the updated information', async () => {
    const updated = await sdk.user.editInfo({
      signature: '주말엔 한강에서 자전거 🚲',
      hobby: '2,5,10',
      birthday: '1996-07-15',
    });
    expect(updated.signature).toBe('주말엔 한강에서 자전거 🚲');
    expect(updated.hobby).toBe('2,5,10');
    expect(updated.age).toBe(30);
    expect(updated.nickname).toBe(normalMe.nickname);
  });

  it('refuses a blank nickname and a fourth hobby (400)', async () => {
    await expect(sdk.user.editInfo({ nickname: '   ' })).rejects.toMatchObject({
      kind: 'api',
      code: 400,
    });
    await expect(sdk.user.editInfo({ hobby: '1,2,3,4' })).rejects.toMatchObject({
      kind: 'api',
      code: 400,
    });
  });

  it("shows someone's profile with my follow, friend and photo state", async () => {
    const { userVo } = await sdk.user.getInfo({ userId: 2 });
    expect(userVo.nickname).toBe('María García');
    expect(userVo.occupation).toBe('Profesora de flamenco');
    expect(userVo.isFollow).toBe(1);
    expect(userVo.isFriend).toBe(1);
    expect(userVo.photoPermission).toBe(1);
    const lena = await sdk.user.getInfo({ userId: 6 });
    expect(lena.userVo.friendRequestPending).toBe(1);
  });

  it('shows my own profile without a userId', async () => {
    const { userVo } = await sdk.user.getInfo();
    expect(userVo.id).toBe(normalMe.id);
    expect(userVo.userDataVo).toEqual(normalMe.userDataVo);
  });

  it('hides album photos from a man who has not paid for them', async () => {
    server.use(...createHandlers({ baseUrl, me: newMe }));
    const { userVo } = await sdk.user.getInfo({ userId: 4 });
    expect(userVo.photoPermission).toBe(0);
    expect(userVo.isFollow).toBe(0);
  });

  it('answers 404 for an unknown user', async () => {
    await expect(sdk.user.getInfo({ userId: 9999 })).rejects.toMatchObject({
      kind: 'api',
      code: 404,
      status: 404,
    });
  });

  it('sets privacy and answers the full settings', async () => {
    const settings = await sdk.user.setPrivacy({
      addFriendMode: 0,
      showComments: 1,
      matchVerifiedOnly: 1,
      hideLastSeen: 1,
    });
    expect(settings).toEqual({
      addFriendMode: 0,
      showLikes: 0,
      showComments: 1,
      matchVerifiedOnly: 1,
      hideLastSeen: 1,
      language: 'zh-CN',
    });
  });

  it('refuses a privacy setting that is not 0 or 1', async () => {
    const answer = await fetch(`${baseUrl}/user/privacy-set`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ hideLastSeen: 7 }),
    });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ code: 400, msg: 'hideLastSeen must be 0 or 1' });
  });

  it('sets the interface language, and refuses an unsupported one (1103)', async () => {
    await expect(sdk.user.setLanguage({ language: 'es' })).resolves.toBeNull();
    const answer = await fetch(`${baseUrl}/user/language-edit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ language: 'fr' }),
    });
    expect(answer.status).toBe(400);
    await expect(answer.json()).resolves.toMatchObject({ code: 1103 });
  });

  it('follows and unfollows, answering the new state and fan count', async () => {
    await expect(sdk.user.follow({ userId: 3, follow: true })).resolves.toEqual({
      isFollow: 1,
      fans: 65,
    });
    await expect(sdk.user.follow({ userId: 2, follow: false })).resolves.toEqual({
      isFollow: 0,
      fans: 229,
    });
  });

  it('refuses following myself (1104) and an unknown user (404)', async () => {
    await expect(sdk.user.follow({ userId: normalMe.id, follow: true })).rejects.toMatchObject({
      kind: 'api',
      code: 1104,
    });
    await expect(sdk.user.follow({ userId: 9999, follow: true })).rejects.toMatchObject({
      kind: 'api',
      code: 404,
    });
  });

  it('lists my fans with the follow-back state, and whom I follow', async () => {
    const fans = await sdk.user.listFollows({ type: 'fans', pageNum: 1, pageSize: 20 });
    expect(fans.records[0]?.nickname).toBe('James Wilson');
    expect(fans.records[0]?.isFollow).toBe(0);
    expect(fans.records.find((r) => r.id === 2)?.isFollow).toBe(1);
    const follows = await sdk.user.listFollows({ type: 'follow' });
    expect(follows.records.every((r) => r.isFollow === 1)).toBe(true);
    expect(follows.total).toBe(4);
  });

  it("lists someone else's fans, and 404 for an unknown user", async () => {
    const page = await sdk.user.listFollows({ type: 'fans', userId: 2, pageSize: 2 });
    expect(page.pageSize).toBe(2);
    expect(page.records.length).toBeLessThanOrEqual(2);
    expect(page.records.some((r) => r.id === 2)).toBe(false);
    await expect(sdk.user.listFollows({ type: 'follow', userId: 9999 })).rejects.toMatchObject({
      kind: 'api',
      code: 404,
    });
  });

  it('counts visitors, in all and today, matching the visitor list', async () => {
    const count = await sdk.user.countVisitors();
    expect(count).toEqual({ total: normalMe.userDataVo.visitors, today: 2 });
    const visits = await sdk.user.listVisitors({ pageNum: 2, pageSize: 10 });
    expect(visits.total).toBe(count.total);
    expect(visits.records).toHaveLength(10);
    const first = await sdk.user.listVisitors();
    expect(first.records[0]?.user.nickname).toBe('María García');
    expect(first.records[0]!.visitTime > first.records[1]!.visitTime).toBe(true);
  });

  it('answers empty visitor lists in the empty-lists world', async () => {
    server.use(...createHandlers({ baseUrl, empty: true }));
    await expect(sdk.user.countVisitors()).resolves.toEqual({ total: 0, today: 0 });
    await expect(sdk.user.listVisitors()).resolves.toMatchObject({ total: 0, records: [] });
    await expect(sdk.user.listFollows({ type: 'fans' })).resolves.toMatchObject({ total: 0 });
  });

  it('finds a user by account, or none', async () => {
    await expect(sdk.user.search({ content: '100004' })).resolves.toEqual({
      total: 1,
      list: [
        {
          id: 4,
          account: 100004,
          nickname: '佐藤 陽菜',
          avatar: '/uploads/avatar/100004/avatar.png',
        },
      ],
    });
    await expect(sdk.user.search({ content: '123456' })).resolves.toEqual({ total: 0, list: [] });
  });

  it('refuses searching my own account (1102) and non-digits (400)', async () => {
    await expect(sdk.user.search({ content: '100001' })).rejects.toMatchObject({
      kind: 'api',
      code: 1102,
    });
    await expect(sdk.user.search({ content: 'maria' })).rejects.toMatchObject({
      kind: 'api',
      code: 400,
    });
  });

  it('finds the users behind IM accounts in the order asked, leaving unknown ones out', async () => {
    const users = await sdk.user.listByImAccounts({
      imAccounts: ['u100007', 'u100999', 'u100002'],
    });
    expect(users.map((u) => u.nickname)).toEqual(['Алексей Смирнов', 'María García']);
    await expect(sdk.user.listByImAccounts({ imAccounts: [] })).rejects.toMatchObject({
      kind: 'api',
      code: 400,
    });
  });
  it('blocks and unblocks, lists whom I blocked, and refuses blocking myself', async () => {
    await expect(sdk.user.block({ userId: 3, block: true })).resolves.toEqual({
      userId: 3,
      isBlock: 1,
    });
    await expect(sdk.user.block({ userId: 3, block: false })).resolves.toEqual({
      userId: 3,
      isBlock: 0,
    });
    const blocked = await sdk.user.listBlocked();
    expect(blocked.records.map((r) => r.nickname)).toEqual(['Carlos Mendoza']);
    expect((await sdk.user.getInfo({ userId: 9 })).userVo.isBlock).toBe(1);
    await expect(sdk.user.block({ userId: normalMe.id, block: true })).rejects.toMatchObject({
      code: 1104,
    });
    await expect(sdk.user.block({ userId: 99999, block: true })).rejects.toMatchObject({
      code: 404,
    });
  });
});
