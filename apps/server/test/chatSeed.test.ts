/** The demo world's chats: the demo login opens a living chat list. */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../src/seed/seedDemo.ts';
import { createTestApp, type TestApp } from './support/testApp.ts';

let app: TestApp;
let token: string;

beforeAll(async () => {
  app = await createTestApp();
  await seedDemo(app.services);
  const login = await app.call('POST', '/account/login', {
    body: { account: 'demo@heartline.app', password: 'heartline1' },
  });
  token = login.data.token;
}, 180_000);
afterAll(() => app.close());

describe('demo chats', () => {
  it('welcomes every demo user from the customer service they see pinned', async () => {
    const { rows } = await sql<{ from_im: string; n: number }>`
      select from_im, count(*)::int as n from chat_messages
      where from_im like 'hl\\_service%' group by from_im order by from_im`.execute(
      app.services.db,
    );
    const svip = await app.services.db
      .selectFrom('users')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('vip_level', '=', 2)
      .executeTakeFirstOrThrow();
    expect(rows).toEqual([
      { from_im: 'hl_service', n: 30 - svip.n },
      { from_im: 'hl_service_vip', n: svip.n },
    ]);
  });

  it('gives the demo login friends to chat with in several languages, some unread', async () => {
    const list = await app.call('POST', '/message/user-session-list', {
      token,
      language: 'zh-CN',
    });
    expect(list.data.map((c: { imAccount: string }) => c.imAccount)).toEqual([
      'hl_service',
      'u100006',
      'u100002',
      'u100011',
      'u100005',
      'u100007',
    ]);
    expect(list.data[0]).toMatchObject({
      pinned: true,
      unread_num: 1,
      lastMessage: { msg: expect.stringContaining('欢迎来到 Heartline') },
    });
    expect(list.data[2]).toMatchObject({
      userType: 1,
      friendRemarkName: 'Emma 英语老师',
      unread_num: 2,
      lastMessage: { msg: "I'll send you a short article to read before then." },
    });
    expect(list.data.slice(3).map((c: { unread_num: number }) => c.unread_num)).toEqual([0, 0, 0]);
    const unread = await app.call('GET', '/message/unread-message', { token });
    expect(unread.data).toMatchObject({ conversations: 4, service: 1 });
  });
});
