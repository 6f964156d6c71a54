/**
 * Reactions: one emoji per member per message, replaced by another, taken back by none; both
 * members' devices told, kept in history, and caught up after a cut like every other push.
 */
import { expect, it } from 'vitest';
import { ChatError } from '../../src/errors';
import type { MessageReaction } from '../../src/types';
import { backOnline, eventually, members, type WorldRef } from './world';

export function reactionSpecs(world: WorldRef): void {
  it('tells both members, keeps one reaction per member, and history carries them', async () => {
    const [a, b] = await members(world(), 2);
    const { message } = await a.client.send({ to: b.user, type: 'txt', msg: 'Coffee at five?' });
    await eventually(() => expect(b.events.message).toHaveLength(1));

    await expect(b.client.react(message, 'heart')).resolves.toEqual([
      { emoji: 'heart', by: [b.user] },
    ]);
    const first = { id: message.id, from: a.user, to: b.user };
    await eventually(() =>
      expect(a.events.reaction.at(-1)).toEqual({
        ...first,
        reactions: [{ emoji: 'heart', by: [b.user] }],
      }),
    );
    await a.client.react(message, 'heart');
    // b changes theirs: it replaces the heart they gave, a's stays.
    await b.client.react(
      { ...message, reactions: [{ emoji: 'heart', by: [b.user, a.user] }] },
      'joy',
    );
    const expected: MessageReaction[] = [
      { emoji: 'heart', by: [a.user] },
      { emoji: 'joy', by: [b.user] },
    ];
    await eventually(() => expect(a.events.reaction.at(-1)?.reactions).toEqual(expected));
    await eventually(() => expect(b.events.reaction.at(-1)?.reactions).toEqual(expected));
    const [stored] = (await b.client.history(a.user)).messages;
    expect(stored?.reactions).toEqual(expected);

    await a.client.react({ ...message, reactions: expected }, null);
    await eventually(() =>
      expect(b.events.reaction.at(-1)?.reactions).toEqual([{ emoji: 'joy', by: [b.user] }]),
    );
  });

  it('refuses a reaction to a message of another conversation', async () => {
    const [a, b, c] = await members(world(), 3);
    const { message } = await a.client.send({ to: b.user, type: 'txt', msg: 'private' });
    await expect(c.client.react(message, 'fire')).rejects.toBeInstanceOf(ChatError);
    // A call answered on a's connection after the refusal: a notice of it would have come first.
    const [stored] = (await a.client.history(b.user)).messages;
    expect(stored?.reactions ?? []).toEqual([]);
    expect(a.events.reaction).toEqual([]);
  });

  it('catches up on reactions given while a device was cut off', async () => {
    const [a, b] = await members(world(), 2);
    const { message } = await a.client.send({ to: b.user, type: 'txt', msg: 'hi' });
    await eventually(() => expect(b.events.message).toHaveLength(1));
    await world().setNetwork(b.user, false);
    await eventually(() => expect(b.client.state.status).toBe('reconnecting'));
    await a.client.react(message, 'fire');
    await backOnline(world(), b);
    await eventually(() =>
      expect(b.events.reaction).toEqual([
        { id: message.id, from: a.user, to: b.user, reactions: [{ emoji: 'fire', by: [a.user] }] },
      ]),
    );
  });
}
