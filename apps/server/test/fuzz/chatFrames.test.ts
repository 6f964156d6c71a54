/**
 * The chat gateway's frames refuse NUL and lone surrogates in every string (protocol.ts), as the
 * HTTP operations do: a frame carrying one answers the protocol's error 400 (chat.badFrame) with
 * its rid, never the 500 of a failed write, and stores nothing. The connection stays usable.
 */
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChatUser, listenForChat, type ChatUser } from '../support/chatWorld.ts';
import { rawLogin, rawSocket, type RawSocket } from '../support/rawSocket.ts';
import { createTestApp, type TestApp } from '../support/testApp.ts';
import { runs, seed, report } from './fuzzWorld.ts';

let app: TestApp;
let url: string;
let alice: ChatUser;
let bob: ChatUser;
let socket: RawSocket;
let frames = 0;

beforeAll(async () => {
  report(`chatFrames: fast-check seed ${seed}`);
  app = await createTestApp();
  url = await listenForChat(app);
  app.clock.now = new Date();
  [alice, bob] = [await createChatUser(app.services), await createChatUser(app.services)];
  socket = rawSocket(url);
  const welcome = await rawLogin(socket, { user: alice.imAccount, password: alice.imPassword });
  expect(welcome.type).toBe('welcome');
});
afterAll(async () => {
  report(`chatFrames: ${frames} frames`);
  socket.close();
  await app.close();
});

const bad = fc.constantFrom('\u0000', 'hi\u0000', '\ud800', 'a\udc00', 'x\ud83d');

const messages = async () =>
  (await sql<{ n: number }>`select count(*)::int as n from chat_messages`.execute(app.services.db))
    .rows[0]!.n;

describe('chat frames with NUL or a lone surrogate', () => {
  it('answer error 400 with their rid and store nothing', async () => {
    const before = await messages();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('msg', 'clientId', 'url', 'note', 'translation', 'brand', 'to', 'peer'),
        bad,
        async (field, value) => {
          const rid = `r${(frames += 1)}`;
          const message = {
            clientId: `c${frames}`,
            to: bob.imAccount,
            type: 'txt',
            msg: 'hello',
            ext: { platform: 'Web', brand: 'Vitest' },
          } as Record<string, unknown> & { ext: Record<string, string> };
          let frame: Record<string, unknown> = { type: 'send', rid, message };
          if (field === 'peer') frame = { type: 'history', rid, peer: value, cursor: null };
          else if (['note', 'translation', 'brand'].includes(field)) message.ext[field] = value;
          else message[field] = value;
          await socket.send(frame);
          const answer = await socket.next((f) => f.rid === rid);
          expect(answer, JSON.stringify(frame)).toMatchObject({ type: 'error', code: 400 });
        },
      ),
      { numRuns: runs(30) },
    );
    expect(await messages()).toBe(before);
  });

  it('in a login frame answer error 400 too', async () => {
    for (const password of ['\u0000', 'pw\ud800']) {
      const fresh = rawSocket(url);
      frames += 1;
      const answer = await rawLogin(fresh, { user: bob.imAccount, password });
      expect(answer).toMatchObject({ type: 'error', code: 400 });
      fresh.close();
    }
  });

  it('leave the connection usable', async () => {
    const rid = `ok${(frames += 1)}`;
    await socket.send({
      type: 'send',
      rid,
      message: {
        clientId: 'fine',
        to: bob.imAccount,
        type: 'txt',
        msg: 'still here',
        ext: { platform: 'Web', brand: 'Vitest' },
      },
    });
    expect(await socket.next((f) => f.rid === rid)).toMatchObject({ type: 'ack' });
  });
});
