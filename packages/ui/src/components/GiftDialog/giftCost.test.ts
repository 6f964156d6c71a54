import { describe, expect, it } from 'vitest';
import { giftCost, readQuantity } from './giftCost';

describe('giftCost', () => {
  it.each([
    ['a normal member', 52, 2, 0, { free: 0, cost: 104 }],
    ['a VIP with 5 free gifts', 52, 2, 5, { free: 2, cost: 0 }],
    ['a VIP with 1 free gift left', 52, 3, 1, { free: 1, cost: 104 }],
    ['an SVIP', 520, 10, -1, { free: 10, cost: 0 }],
  ])('charges %s', (_, price, quantity, freeGifts, expected) => {
    expect(giftCost(price, quantity, freeGifts)).toEqual(expected);
  });
});

describe('readQuantity', () => {
  it.each([
    ['3', 3],
    ['', 1],
    ['0', 1],
    ['150', 99],
    ['abc', 1],
  ])('reads "%s" as %d', (text, expected) => {
    expect(readQuantity(text)).toBe(expected);
  });
});
