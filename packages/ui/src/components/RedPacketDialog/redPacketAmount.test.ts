import { describe, expect, it } from 'vitest';
import { redPacketAmount } from './redPacketAmount';

describe('redPacketAmount', () => {
  it('takes the preset until an amount is typed', () => {
    expect(redPacketAmount(50, '')).toEqual({ amount: 50, invalid: false });
    expect(redPacketAmount(null, '')).toEqual({ amount: null, invalid: false });
    expect(redPacketAmount(50, '88')).toEqual({ amount: 88, invalid: false });
  });

  it.each(['0', '05', '2.5', '-3', '1e3', 'ten', ' ', '100001'])('refuses "%s"', (typed) => {
    expect(redPacketAmount(10, typed)).toEqual({ amount: null, invalid: true });
  });

  it.each([
    ['1', 1],
    ['520', 520],
    ['100000', 100_000],
  ])('accepts "%s"', (typed, amount) => {
    expect(redPacketAmount(null, typed)).toEqual({ amount, invalid: false });
  });
});
