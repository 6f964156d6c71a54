import { describe, expect, it } from 'vitest';
import { SendOrder } from '../src/local/sendOrder';

/**
 * Resolves after every continuation already queued, and every one those queue in turn: the event
 * loop runs all microtasks before the next macrotask. SendOrder waits on promises alone (no timer,
 * no I/O), so a turn that does not wait for a wake has ended by then.
 */
const microtasksDrained = () => new Promise((resolve) => setImmediate(resolve));

describe('the order of sends across links', () => {
  it('lets a later send out on a new link only after every earlier one went out there', async () => {
    const order = new SendOrder<string>();
    const first = order.open();
    const second = order.open();
    order.issued(first, 'link 1');
    order.issued(second, 'link 1');
    // The link is cut; the second send notices first and is ready on link 2 before the first.
    const out: number[] = [];
    const secondTurn = order
      .turn(second, 'link 2', () => true)
      .then(() => {
        out.push(second);
        order.issued(second, 'link 2');
      });
    await microtasksDrained();
    expect(out).toEqual([]);
    await order.turn(first, 'link 2', () => true);
    out.push(first);
    order.issued(first, 'link 2');
    await secondTurn;
    expect(out).toEqual([first, second]);
  });

  it('does not hold a send behind one that was answered, or behind one on the same link', async () => {
    const order = new SendOrder<string>();
    const first = order.open();
    const second = order.open();
    const third = order.open();
    order.issued(first, 'link 1');
    order.close(first);
    order.issued(second, 'link 1');
    await order.turn(third, 'link 1', () => true);
  });

  it('gives up waiting when the link it waits for is no longer the current one', async () => {
    const order = new SendOrder<string>();
    const first = order.open();
    const second = order.open();
    let current = 'link 2';
    const waiting = order.turn(second, 'link 2', () => current === 'link 2');
    current = 'link 3';
    // Any change wakes the waiters, who then see that their link is gone.
    order.issued(first, 'link 3');
    await waiting;
  });
});
