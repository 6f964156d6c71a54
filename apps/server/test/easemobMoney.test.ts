/**
 * On Easemob the server sends the payments' messages itself (domains/chat/serverMessages.ts,
 * providers/chat/easemob/outboxSender.ts): a red packet's or a gift's message is queued with the
 * payment and sent through the REST API in the payer's name, to the payer's own devices too, once
 * a payment; Easemob being down delays it and loses nothing. Against the fake Easemob.
 */
import { sql } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { countUnsentOutbox } from '../src/domains/chat/queries/outbox.ts';
import { setUpEasemobApp } from './support/easemobApp.ts';
import { giveCoins, newKey } from './support/payFixtures.ts';
import { registerUser, type RegisteredUser } from './support/users.ts';

const world = setUpEasemobApp();
afterEach(() => {
  vi.restoreAllMocks();
});

/** The outbox is sent every 500 ms, Easemob retried with backoff: time enough on a busy machine. */
const eventually = <T>(check: () => T) => vi.waitFor(check, { timeout: 10_000, interval: 20 });

/** Every message owed has gone out: Easemob took it (the fake recorded it), then it was marked sent. */
const nothingOwed = () =>
  eventually(async () => expect(await countUnsentOutbox(world.app.services.db)).toBe(0));

/** A payer with coins and a payee, once customer service's greetings to both went out. */
async function pair(): Promise<[RegisteredUser, RegisteredUser]> {
  const payer = await registerUser(world.app);
  await giveCoins(world.app, payer.id, 100);
  const payee = await registerUser(world.app);
  await nothingOwed();
  return [payer, payee];
}

const redPacket = (from: RegisteredUser, to: RegisteredUser, key = newKey()) =>
  world.app.call('POST', '/pay/gold-coin-pay', {
    token: from.token,
    body: { purpose: 'redPacket', toUserId: to.id, amount: 7, note: 'for you' },
    headers: { 'idempotency-key': key },
  });

/** The messages sent to a user, but customer service's greeting (test/serviceGreeting.test.ts). */
const sentTo = (to: RegisteredUser) =>
  world.easemob.state.messages.filter(
    (m) => m.to === to.imAccount && m.from !== world.app.services.config.SERVICE_IM_ACCOUNT,
  );

describe('payments’ messages on Easemob', () => {
  it('sends a red packet’s message in the payer’s name, to the payer’s devices too', async () => {
    const [payer, payee] = await pair();
    const paid = await redPacket(payer, payee);
    expect(paid.code).toBe(200);
    await eventually(() => expect(sentTo(payee)).toHaveLength(1));
    const [message] = sentTo(payee);
    expect(message).toMatchObject({
      from: payer.imAccount,
      type: 'custom',
      body: { customEvent: 'redPacket' },
      syncDevice: true,
      ext: { type: 'redPacket', amount: 7, note: 'for you', recordId: paid.data.recordId },
    });
    // Marked sent once Easemob answered, just after the fake recorded it.
    await nothingOwed();
  });

  it('sends one message a payment, however often the payment is asked again', async () => {
    const [payer, payee] = await pair();
    const key = newKey();
    await redPacket(payer, payee, key);
    await redPacket(payer, payee, key);
    // Whatever both payments queued (with the payment, before it answered) has been sent.
    await nothingOwed();
    expect(sentTo(payee)).toHaveLength(1);
  });

  it('sends a gift’s message with the gift, named in the giver’s language', async () => {
    const [giver, recipient] = await pair();
    const given = await world.app.call('POST', '/gift/give-gifts', {
      token: giver.token,
      body: { userId: recipient.id, giftId: 1, quantity: 2 },
      headers: { 'Idempotency-Key': newKey() },
    });
    expect(given.code).toBe(200);
    await eventually(() => expect(sentTo(recipient)).toHaveLength(1));
    expect(sentTo(recipient)[0]).toMatchObject({
      from: giver.imAccount,
      body: { customEvent: 'gift' },
      ext: { type: 'gift', giftId: 1, quantity: 2, recordId: given.data.recordId },
    });
    expect(sentTo(recipient)[0]!.ext).toHaveProperty('url');
  });

  it('keeps the message owed while Easemob is down and sends it once it answers', async () => {
    const [payer, payee] = await pair();
    // More failures than the client's attempts: this round gives up, the message stays owed.
    world.easemob.failNext('/messages/users', 503, 3);
    const logged = vi.spyOn(world.app.services.log, 'error');
    const paid = await redPacket(payer, payee);
    expect(paid.code).toBe(200);
    const refused = () =>
      world.easemob.state.requests.filter(
        (r) => r.path.endsWith('/messages/users') && r.status === 503,
      );
    await eventually(() => expect(refused()).toHaveLength(3));
    // The round has given up on it (said after its last attempt); the lease keeps other rounds off.
    await eventually(() =>
      expect(logged).toHaveBeenCalledWith(
        expect.objectContaining({ recordId: paid.data.recordId }),
        expect.stringContaining('Easemob outbox: a server message was not sent'),
      ),
    );
    expect(sentTo(payee)).toHaveLength(0);
    expect(await countUnsentOutbox(world.app.services.db)).toBe(1);
    // The lease of the failed round runs out (30 s in production): another round sends it.
    await sql`update chat_outbox set leased_until = now() - interval '1 second'
      where sent_at is null`.execute(world.app.services.db);
    await eventually(() => expect(sentTo(payee)).toHaveLength(1));
    await nothingOwed();
  });
});
