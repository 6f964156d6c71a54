import { describe, expect, it } from 'vitest';
import { readPush, targetOf } from './pushNotifications';

const origin = 'https://heartline.app';

describe('the service worker reads pushes defensively', () => {
  it('shows the server payload', () => {
    const push = { title: 'Mia', body: 'Coffee at five?', tag: 'u1_u2', url: '/chat?userId=7' };
    expect(readPush(JSON.stringify(push))).toEqual(push);
  });

  it('shows nothing for what is not the server payload', () => {
    for (const text of [null, '', 'not json', '{"title":1}', '[]', 'null']) {
      expect(readPush(text)).toBeNull();
    }
    const away = { title: 'x', body: 'y', tag: 'z' };
    expect(readPush(JSON.stringify({ ...away, url: 'https://evil.example/' }))).toBeNull();
    expect(readPush(JSON.stringify({ ...away, url: '//evil.example/' }))).toBeNull();
  });

  it('opens the conversation on this app, never another site', () => {
    expect(targetOf({ url: '/chat?userId=7' }, origin)).toBe(`${origin}/chat?userId=7`);
    expect(targetOf({ url: '//evil.example' }, origin)).toBe(`${origin}/chats`);
    expect(targetOf(null, origin)).toBe(`${origin}/chats`);
  });
});
