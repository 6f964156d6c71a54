// Counts are worded by each language's plural rules (i18next's _one, _few, _many, _other, which
// every locale file carries for each counted text, so that the key sets stay the same).
import { describe, expect, it } from 'vitest';
import { i18n, initI18n } from './i18n';

describe('counted texts', () => {
  it.each([
    ['en', 1, '1 unread message'],
    ['en', 3, '3 unread messages'],
    ['ru', 1, '1 непрочитанное сообщение'],
    ['ru', 3, '3 непрочитанных сообщения'],
    ['ru', 5, '5 непрочитанных сообщений'],
    ['ru', 21, '21 непрочитанное сообщение'],
    ['zh-CN', 1, '1 条未读消息'],
  ] as const)('%s, %i: %s', async (language, count, text) => {
    await initI18n(language);
    await i18n.loadNamespaces('chat');
    expect(i18n.t('chat:list.unreadCount', { count })).toBe(text);
  });
});
