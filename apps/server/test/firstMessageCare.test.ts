/**
 * First-message care (issue 18): a member's first text to someone new is screened (the word
 * lists of every interface language, links, contact details, the same text sent first to several
 * people); a flagged one is refused once with 1507 "Are you sure?", and delivered with the chat
 * service's flags once confirmed. Later messages, replies and customer service are not screened.
 */
import type { ChatClient } from '@heartline/im';
import { createLocalClient } from '@heartline/im/local';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screenText } from '../src/domains/chat/firstMessage/screen.ts';
import { t } from '../src/i18n/translate.ts';
import {
  createChatUser,
  listenForChat,
  testClientOptions,
  type ChatUser,
} from './support/chatWorld.ts';
import { createTestApp, type TestApp } from './support/testApp.ts';

describe('screenText', () => {
  it.each([
    ['Hi! I loved your photos of Kyoto, have you been to Nara too?', []],
    ['Hola, ¿qué tal tu día?', []],
    ['你好，很高兴认识你', []],
    ['My number is 13.8 km from the beach', []],
    ['drain u500001 0', []],
    ['order A1234567B arrived', []],
    ['Check out https://example.com/me', ['link']],
    ['visit www.my-site.xyz now', ['link']],
    ['add me on whatsapp: lukas_1990', ['contact']],
    ['my telegram @sunny_day', ['contact']],
    ['加我微信 abc12345', ['contact']],
    ['write me at lukas@example.com', ['contact']],
    ['call me +49 170 1234567', ['contact']],
    ['send money via western union please', ['words']],
    ['hey sexy, send nudes', ['words']],
    ['Ты шлюха', ['words']],
    ['约炮吗', ['words']],
    ['Schick mir Geld per Überweisung', ['words']],
  ] as const)('%s -> %j', (text, flags) => {
    expect(screenText(text)).toEqual(flags);
  });

  it('matches whole words in spaced languages (no Scunthorpe problem)', () => {
    expect(screenText('I love Hurengrund and bitcoins')).toEqual([]);
  });
});

let app: TestApp;
let url: string;
const clients: ChatClient[] = [];

beforeAll(async () => {
  app = await createTestApp();
  url = await listenForChat(app);
  app.clock.now = new Date();
});
afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.logout()));
});
afterAll(() => app.close());

const eventually = <T>(check: () => T) => vi.waitFor(check, { timeout: 5000, interval: 5 });

async function connect(user: ChatUser, language = 'en') {
  const client = createLocalClient({ url, ...testClientOptions, language });
  clients.push(client);
  const received: Array<{ msg: string; ext: Record<string, unknown> }> = [];
  client.on('message', (m) => received.push({ msg: m.msg, ext: m.ext }));
  await client.login({ user: user.imAccount, password: user.imPassword });
  return { client, received };
}

describe('in the chat', () => {
  it('asks once before a flagged first message, then delivers it marked', async () => {
    const [a, b] = [await createChatUser(app.services), await createChatUser(app.services)];
    const me = await connect(a, 'de');
    const them = await connect(b);
    const text = 'Add me on telegram @lukas_hh';
    const refused = await me.client
      .send({ to: b.imAccount, type: 'txt', msg: text })
      .catch((e: unknown) => e);
    expect(refused).toMatchObject({
      kind: 'refused',
      code: 1507,
      refusal: { message: t('de', 'code.1507') },
    });
    expect(them.received).toEqual([]);

    await me.client.send({ to: b.imAccount, type: 'txt', msg: text, ext: { confirmed: true } });
    await eventually(() =>
      expect(them.received).toEqual([
        { msg: text, ext: expect.objectContaining({ flagged: ['contact'] }) },
      ]),
    );
    // The pair has started: the next message is not screened, nor the reply.
    await me.client.send({ to: b.imAccount, type: 'txt', msg: 'or www.example.com' });
    await them.client.send({ to: a.imAccount, type: 'txt', msg: 'my whatsapp: bbb_123' });
    await eventually(() => expect(them.received).toHaveLength(2));
    expect(them.received[1]?.ext.flagged).toBeUndefined();
  });

  it('delivers a clean first message at once, and ignores a client’s own flags', async () => {
    const [a, b] = [await createChatUser(app.services), await createChatUser(app.services)];
    const me = await connect(a);
    const them = await connect(b);
    await me.client.send({
      to: b.imAccount,
      type: 'txt',
      msg: 'Hi! How was your trip to Lisbon?',
      // A forged mark, and a confirmation that confirms nothing: both dropped.
      ext: { flagged: ['words'], confirmed: true } as Record<string, unknown>,
    });
    await eventually(() => expect(them.received).toHaveLength(1));
    expect(them.received[0]?.ext.flagged).toBeUndefined();
    expect(them.received[0]?.ext.confirmed).toBeUndefined();
  });

  it('flags the same first text sent to several people as spam', async () => {
    const sender = await createChatUser(app.services);
    const me = await connect(sender);
    const spam = 'Hello dear, you look lovely. Tell me about yourself?';
    for (let n = 0; n < 2; n += 1) {
      const other = await createChatUser(app.services);
      await me.client.send({ to: other.imAccount, type: 'txt', msg: spam });
    }
    const third = await createChatUser(app.services);
    const refused = await me.client
      .send({ to: third.imAccount, type: 'txt', msg: spam })
      .catch((e: unknown) => e);
    expect(refused).toMatchObject({ kind: 'refused', code: 1507 });
  });
});
