/**
 * Burn-after-read images through the chat gateway: each side receives the image at an address
 * signed for them (the stored address serves nothing), and the recipient's stops working once
 * the image is burned.
 */
import type { ChatClient, ChatMessage } from '@heartline/im';
import { createLocalClient } from '@heartline/im/local';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { listenForChat, testClientOptions } from '../support/chatWorld.ts';
import { png, uploadImage } from '../support/images.ts';
import { createTestApp, type TestApp } from '../support/testApp.ts';
import { registerUser, type RegisteredUser } from '../support/users.ts';

let app: TestApp;
let url: string;
const clients: ChatClient[] = [];
beforeAll(async () => {
  app = await createTestApp();
  url = await listenForChat(app);
  app.clock.now = new Date();
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.logout()));
  await app.close();
});

async function connect(user: RegisteredUser) {
  const { im_password } = await app.services.db
    .selectFrom('users')
    .select('im_password')
    .where('id', '=', user.id)
    .executeTakeFirstOrThrow();
  const client = createLocalClient({ url, ...testClientOptions });
  clients.push(client);
  const received: ChatMessage[] = [];
  client.on('message', (m) => received.push(m));
  await client.login({ user: user.imAccount, password: im_password });
  return { client, received };
}

const load = async (address: string) =>
  (await app.inject({ method: 'GET', url: address })).statusCode;

it('gives each side a signed address of a burn image, and burns it for the recipient', async () => {
  const sender = await registerUser(app, { gender: 1 });
  const recipient = await registerUser(app, { gender: 0 });
  await app.services.db
    .insertInto('friendships')
    .values([
      { user_id: sender.id, friend_id: recipient.id },
      { user_id: recipient.id, friend_id: sender.id },
    ])
    .execute();
  const uploaded = (await uploadImage(app, sender.token, png(4, 4), 'burn')).data.url as string;
  expect(await load(uploaded)).toBe(404);

  const a = await connect(sender);
  const b = await connect(recipient);
  const ack = await a.client.send({
    to: recipient.imAccount,
    type: 'custom',
    customType: 'burn',
    ext: { burn_url: uploaded },
  });
  const mine = ack.message.ext.burn_url!;
  expect(mine).toMatch(/^\/api\/image\/burn\//);
  expect(mine).toContain(`viewer=${sender.imAccount}`);
  expect(await load(mine)).toBe(200);

  // What the sender sent (the recipient's first login also brought customer service's greeting).
  const fromSender = () => b.received.filter((m) => m.from === sender.imAccount);
  await vi.waitFor(() => expect(fromSender()).toHaveLength(1), { timeout: 5000 });
  const theirs = fromSender()[0]!.ext.burn_url!;
  expect(theirs).toContain(`viewer=${recipient.imAccount}`);
  expect(await load(theirs)).toBe(200);

  const opened = await app.call('POST', '/im/read-burnimg', {
    token: recipient.token,
    body: { msgId: ack.message.id },
  });
  expect(opened.code).toBe(200);
  app.clock.advance(3 * 60_000);
  expect(await load(theirs)).toBe(404);
  expect(await load(mine)).toBe(200);
});
