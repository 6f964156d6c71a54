/**
 * The server's own messages on Easemob come back through the post-send callback only when the
 * post-send rule includes messages sent by REST (a console setting). A message sent that never
 * came back is logged as an error naming that setting, once (providers/chat/easemob/outboxEchoes.ts).
 * Against the fake Easemob: customer service's greetings to new members are such messages.
 */
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { countUnsentOutbox } from '../src/domains/chat/queries/outbox.ts';
import { registry } from '../src/metrics.ts';
import { POST_SEND_PATH } from '../src/providers/chat/easemob/callbacks.ts';
import { reportMissingEchoes } from '../src/providers/chat/easemob/outboxEchoes.ts';
import { setUpEasemobApp } from './support/easemobApp.ts';
import { postSendCallbackFor } from './support/fakeEasemob.ts';
import { registerUser, type RegisteredUser } from './support/users.ts';

const world = setUpEasemobApp();
const MINUTE = 60_000;

/** The greeting Easemob took for `member`, once the outbox marked it sent. */
async function greetingSentTo(member: RegisteredUser) {
  await vi.waitFor(
    async () => {
      expect(world.easemob.state.messages.some((m) => m.to === member.imAccount)).toBe(true);
      expect(await countUnsentOutbox(world.app.services.db)).toBe(0);
    },
    { timeout: 10_000, interval: 20 },
  );
  return world.easemob.state.messages.find((m) => m.to === member.imAccount)!;
}

/** Easemob's post-send callback for a message sent by REST, as a rule including REST sends it. */
async function echo(sent: Awaited<ReturnType<typeof greetingSentTo>>) {
  const response = await world.app.inject({
    method: 'POST',
    url: POST_SEND_PATH,
    payload: postSendCallbackFor(sent, world.app.clock.now.getTime()),
  });
  expect(response.json()).toMatchObject({ outcome: 'stored' });
}

/** Sends the greetings to these members back in time (the app's own look waits 5 minutes). */
const sentMinutesAgo = (members: RegisteredUser[], minutes: number) =>
  sql`update chat_outbox set sent_at = now() - ${`${minutes} minutes`}::interval
    where to_im in (${sql.join(members.map((m) => m.imAccount))})`.execute(world.app.services.db);

function capturingLog() {
  const error = vi.fn();
  return { log: { error, warn: vi.fn() } as unknown as FastifyBaseLogger, error };
}

async function unechoedCount(): Promise<number> {
  const metric = await registry.getSingleMetric('heartline_easemob_unechoed_messages_total')!.get();
  return metric.values.reduce((sum, { value }) => sum + value, 0);
}

describe('server messages that never come back from Easemob', () => {
  it('are logged once each, naming the post-send rule’s REST source, and counted', async () => {
    world.app.clock.now = new Date();
    const [echoed, lost, recent] = [
      await registerUser(world.app),
      await registerUser(world.app),
      await registerUser(world.app),
    ];
    await echo(await greetingSentTo(echoed));
    await greetingSentTo(lost);
    await greetingSentTo(recent);
    await sentMinutesAgo([echoed, lost], 2);
    const before = await unechoedCount();

    const first = capturingLog();
    const db = world.app.services.db;
    expect(await reportMissingEchoes(db, first.log, { olderThanMs: MINUTE })).toBe(1);
    expect(first.error).toHaveBeenCalledTimes(1);
    const [fields, message] = first.error.mock.calls[0] as [Record<string, unknown>, string];
    expect(fields).toMatchObject({ kind: 'greeting', to: lost.imAccount });
    expect(message).toMatch(/post-send rule include messages sent by REST/);
    expect(await unechoedCount()).toBe(before + 1);

    // Each message is looked for once; the recent one only once it is old enough.
    const again = capturingLog();
    expect(await reportMissingEchoes(db, again.log, { olderThanMs: MINUTE })).toBe(0);
    expect(again.error).not.toHaveBeenCalled();
    await sentMinutesAgo([recent], 2);
    const later = capturingLog();
    expect(await reportMissingEchoes(db, later.log, { olderThanMs: MINUTE })).toBe(1);
    expect(later.error.mock.calls[0]![0]).toMatchObject({ to: recent.imAccount });
  });
});
